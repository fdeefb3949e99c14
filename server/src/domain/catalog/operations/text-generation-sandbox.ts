import type { ProgressDelta } from '../../../providers/contract.js';

/**
 * The deterministic model test mode and chat's default model answer with (docs/chat.md): it
 * streams back the last user message's text and, for each line of it of the form
 * `call <tool> <JSON payload>` whose tool is among those offered, plans that tool
 * call; given the calls' results, it answers with a sentence naming each call's outcome. It runs
 * offline and costs nothing, so a whole chat turn with tool calls runs in tests.
 */

/** The usual rough ratio of English text to tokens, for the sandbox's usage counts. */
export const CHARS_PER_TOKEN = 4;

export interface SandboxMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_call_id?: string | undefined;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[] | undefined;
}

export interface SandboxReply {
  content: string;
  tool_calls: { id: string; name: string; arguments: string }[];
}

/**
 * `call <tool> <JSON>`: an operation as the catalog names it ("data.csv_parse", offered as the tool
 * "data__csv_parse") or a tool by its own name ("read_file"), the arguments as written (parsed by
 * whoever runs the call).
 */
const CALL_LINE = /^call\s+([A-Za-z][\w.-]{0,63})(?:\s+(.*))?$/;

/** A catalog operation as a tool name: function names allow [a-zA-Z0-9_-] only, so "data.csv_parse" is "data__csv_parse". */
export const toolNameOf = (operation: string) => operation.replace('.', '__');
export const operationOfTool = (name: string) => name.replace('__', '.');

/** What a tool message says came of a call: its JSON's `status` (and reason or cost) when it has one, else its text. */
function outcomeOf(content: string): string {
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    const status = typeof parsed.status === 'string' ? parsed.status : 'done';
    const reason = typeof parsed.reason_code === 'string' ? `, ${parsed.reason_code}` : '';
    const cost = typeof parsed.cost_cents === 'number' ? `, ${parsed.cost_cents} cents` : '';
    return `${status}${reason}${cost}`;
  } catch {
    return content.slice(0, 80);
  }
}

export function sandboxReply(messages: SandboxMessage[], toolNames: readonly string[]): SandboxReply {
  const last = messages.at(-1);
  if (last?.role === 'tool') {
    // Answer the calls of the last assistant message, each by its result.
    const asked = messages.findLast((message) => message.role === 'assistant' && message.tool_calls?.length);
    const results = new Map(messages.filter((message) => message.role === 'tool').map((message) => [message.tool_call_id, message.content ?? '']));
    const parts = (asked?.tool_calls ?? []).map(
      (call) => `${operationOfTool(call.function.name)} (${results.has(call.id) ? outcomeOf(results.get(call.id)!) : 'no result'})`,
    );
    return { content: `I called ${parts.join(', ') || 'no tool'}.`, tool_calls: [] };
  }
  const text = messages.findLast((message) => message.role === 'user')?.content ?? '';
  const calls: SandboxReply['tool_calls'] = [];
  const notOffered: string[] = [];
  for (const line of text.split('\n')) {
    const match = CALL_LINE.exec(line.trim());
    if (!match) continue;
    const name = toolNameOf(match[1]!);
    if (toolNames.includes(name)) calls.push({ id: `call_${calls.length + 1}`, name, arguments: match[2]?.trim() || '{}' });
    else notOffered.push(match[1]!);
  }
  const note = notOffered.length ? `\n(No tool is offered to me for ${notOffered.join(', ')}.)` : '';
  return { content: text + note, tool_calls: calls };
}

/** The text in pieces of a few words each, as a streaming model sends it. */
export function sandboxChunks(text: string, wordsPerChunk = 4): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  return chunks;
}

/** Sends the text to a watching caller in chunks (nothing when no one watches). */
export function streamSandboxText(text: string, onDelta: ((delta: ProgressDelta) => void) | undefined): void {
  if (!onDelta) return;
  for (const chunk of sandboxChunks(text)) onDelta({ kind: 'text', text: chunk });
}
