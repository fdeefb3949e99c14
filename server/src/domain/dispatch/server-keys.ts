/**
 * The Idempotency-Keys of the dispatches the server makes as an agent (a workflow run's steps, an
 * event source's fires, a chat turn's calls) start with these prefixes: an agent's own key with one could take such a
 * dispatch's key before it is made, and so answer it with the agent's own request. POST
 * /v1/service-requests refuses client keys that start with any of them.
 */
export const SERVER_KEY_PREFIXES = {
  /** domain/workflows/step-keys.ts */
  'workflow:': "workflow runs' steps",
  /** domain/event-sources/fire.ts */
  'fire:': "scheduled tasks' and triggers' fires",
  /** domain/chat/turn.ts */
  'chat:': "chat turns' model and tool calls",
  /** domain/speech/speech.ts */
  'tts:': 'POST /api/v1/tts with the live synthesizer',
  /** domain/knowledge/embedding.ts */
  'knowledge:': "provider knowledge collections' embeddings",
} as const;

type ServerKeyPrefix = keyof typeof SERVER_KEY_PREFIXES;

/** The prefix a client's key takes from the server, with what uses it; null when the key is free to use. */
export function serverKeyPrefixOf(key: string): { prefix: ServerKeyPrefix; use: string } | null {
  for (const [prefix, use] of Object.entries(SERVER_KEY_PREFIXES)) if (key.startsWith(prefix)) return { prefix: prefix as ServerKeyPrefix, use };
  return null;
}

/** The prefixes, quoted, for a description. */
export const SERVER_KEY_PREFIX_LIST = Object.keys(SERVER_KEY_PREFIXES).map((prefix) => `"${prefix}"`).join(', ');
