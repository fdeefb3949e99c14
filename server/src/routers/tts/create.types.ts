import { z } from 'zod';
import { AGENTS_AND_MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import type { FileMeta } from '../../trpc/file.js';
import { ZLabelSchema } from '../../domain/bounded.js';
import { LIVE_SPEED, LOCAL_AUDIO_MAX_BYTES, SPEECH_AUDIO_MAX_BYTES, SPEECH_TEXT_MAX_LENGTH } from '../../domain/speech/bounds.js';
import { ZIdempotencyKeySchema } from '../service-requests/create.types.js';
import { ZVoiceConfigSchema } from '../agents/agent.types.js';
import { ZSpeechProviderSchema } from './voices.types.js';

export const ZCreateSpeechRequestSchema = z.strictObject({
  text: z.string().min(1).max(SPEECH_TEXT_MAX_LENGTH).meta({ description: `What to say: 1 to ${SPEECH_TEXT_MAX_LENGTH} characters` }),
  voice: ZLabelSchema.min(1).optional().meta({
    description: "A voice's id from GET /api/v1/tts. Left out: the local voice of `language` (else `en-us`); with `provider: \"live\"`, the live provider's first voice",
  }),
  rate: ZVoiceConfigSchema.shape.rate.meta({ description: "Speaking rate, a multiple of the voice's normal rate, 0.1 to 10 (default 1, or the agent's voice_config.rate)" }),
  pitch: ZVoiceConfigSchema.shape.pitch.meta({ description: "Pitch, −20 to 20 steps from the voice's own (default 0, or the agent's voice_config.pitch); the live synthesizer has no pitch" }),
  language: ZVoiceConfigSchema.shape.language.meta({ description: "BCP 47: picks the local voice when `voice` is left out (default the agent's voice_config.language)" }),
  provider: ZSpeechProviderSchema.optional().meta({
    description: '`local` (free, on this server) or `live` (agent keys only: the governed operation speech.synthesize). Left out: the provider of `voice`, local when both have it',
  }),
});

export const speechFile: FileMeta = { contentTypes: ['audio/wav'], maxBytes: Math.max(LOCAL_AUDIO_MAX_BYTES, SPEECH_AUDIO_MAX_BYTES) };

export const createSpeechMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/tts',
    tags: ['Speech'],
    summary: 'Speak a text: a WAV file',
    description: `Answers \`audio/wav\` (RIFF/WAVE, 16-bit PCM), \`Cache-Control: no-store\`. Text: 1 to ${SPEECH_TEXT_MAX_LENGTH} characters. An agent key's agent's voice_config (rate, pitch, language) gives what the request leaves out.

- **Local** (default): eSpeak NG on this server, free, no service request. \`rate\` × 175 words a minute, held within eSpeak's 80 to 450; \`pitch\` as eSpeak's 0–99 (50 + 2.5 × pitch). Not installed (the optional package espeak-ng): 503 \`not_configured\`.
- **Live** (\`provider: "live"\`, or a voice only the live provider has): agent keys only (a person: 403), as the catalog operation speech.synthesize dispatched through the pipeline as the agent, so the agent must be bound to it and its budgets and approvals apply; priced per character (GET /api/v1/agent-docs). \`rate\` is the provider's speed, held within ${LIVE_SPEED.min} to ${LIVE_SPEED.max}; \`pitch\` is not used. The answer carries \`X-Service-Request-Id\`. The request waits for approval: 409 \`conflict\` naming the service request and its approval (once approved, the request's result holds the audio as base64); blocked: 403 naming the request and its reason_code; the provider failed: 502 naming the request. An Idempotency-Key (optional; the SDKs send one) makes a retry answer the same request, never a second charge.

See docs/speech.md.`,
    requestHeaders: z.object({
      'idempotency-key': ZIdempotencyKeySchema.optional().meta({
        description: 'For the live synthesizer: unique per logical request (UUID v4 recommended); a retry with it answers the same service request. 1 to 255 visible ASCII characters',
      }),
    }),
    errorResponses: {
      403: 'The live synthesizer for a person, or the service request was blocked (`forbidden`)',
      409: 'The live service request waits for approval (`conflict`): the message names it and its approval',
      502: 'The live service request failed at the provider (`service_unavailable`): the message names it',
      503: 'The local synthesizer is not installed (`not_configured`), or the database is unavailable (`service_unavailable`)',
    },
  },
  auth: AGENTS_AND_MEMBERS,
  file: speechFile,
  sdk: { resource: ['speech'], method: 'create' },
  // The answer is bytes: its example is their start, abridged (a RIFF/WAVE header, then samples).
  examples: { request: { text: 'Your order has shipped.', voice: 'en-us', rate: 1.1 }, response: 'RIFF…WAVEfmt …data…' },
};
