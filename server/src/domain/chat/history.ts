import type { PrismaClient } from '../../generated/prisma/client.js';
import type { ChatMessage as ModelMessage } from '../../providers/openrouter.js';
import { MESSAGE_MAX_CHARS } from '../catalog/operations/text-generation.js';
import { toolNameOf } from '../catalog/operations/text-generation-sandbox.js';

/** Messages a model call carries (text_generation.generate takes at most 100, the system prompt among them). */
const HISTORY_MESSAGES = 99;


/** What a tool message says of a call that never got a result (its turn was cancelled). */
const NO_RESULT = JSON.stringify({ status: 'cancelled', detail: 'The turn ended before this call ran' });

/** The tool name a stored call is offered and answered under: a governed call's operation as a tool name, a local call's own. */
export const toolNameOfCall = (call: { kind: 'governed' | 'local'; name: string }) => (call.kind === 'governed' ? toolNameOf(call.name) : call.name);

/** A call's stored arguments as the model wrote them: JSON text. */
export const argumentsText = (stored: unknown) => (typeof stored === 'string' ? stored : JSON.stringify(stored));

/**
 * The session's conversation as a model reads it: the agent's system prompt, then the newest
 * messages, each assistant message with its tool calls and each call answered (a call its turn
 * never ran is answered "cancelled", as the protocol wants an answer for every call). It never
 * starts with an answer whose call was cut off.
 */
export async function modelHistory(db: PrismaClient, sessionId: string, systemPrompt: string | null): Promise<ModelMessage[]> {
  const newest = await db.chatMessage.findMany({ where: { sessionId }, orderBy: { id: 'desc' }, take: HISTORY_MESSAGES });
  const rows = newest.reverse();
  while (rows[0]?.role === 'tool') rows.shift();
  const calls = await db.chatToolCall.findMany({ where: { sessionId, messageId: { in: rows.filter((row) => row.role === 'assistant').map((row) => row.id) } }, orderBy: { id: 'asc' } });
  const answered = new Set(rows.filter((row) => row.role === 'tool').map((row) => row.toolCallId));
  const messages: ModelMessage[] = systemPrompt ? [{ role: 'system', content: systemPrompt.slice(0, MESSAGE_MAX_CHARS) }] : [];
  for (const row of rows) {
    const content = row.content.slice(0, MESSAGE_MAX_CHARS);
    if (row.role === 'user') messages.push({ role: 'user', content });
    else if (row.role === 'tool') messages.push({ role: 'tool', tool_call_id: row.toolCallId!, content });
    else {
      const own = calls.filter((call) => call.messageId === row.id);
      messages.push({
        role: 'assistant',
        content,
        ...(own.length
          ? { tool_calls: own.map((call) => ({ id: call.id, type: 'function' as const, function: { name: toolNameOfCall(call), arguments: argumentsText(call.arguments) } })) }
          : {}),
      });
      // An unanswered call of an ended turn; the calls of the turn going on are answered before the next model call.
      for (const call of own) if (!answered.has(call.id) && call.status === 'cancelled') messages.push({ role: 'tool', tool_call_id: call.id, content: NO_RESULT });
    }
  }
  // Answers of cancelled calls may carry it past the limit: the oldest go, the system prompt stays.
  const start = systemPrompt ? 1 : 0;
  if (messages.length > HISTORY_MESSAGES + 1) messages.splice(start, messages.length - HISTORY_MESSAGES - 1);
  while (messages[start]?.role === 'tool') messages.splice(start, 1);
  return messages;
}
