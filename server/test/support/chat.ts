import type { ChatSessionResponse } from '../../src/routers/chat/chat-session.types.js';
import type { TestApp } from './app.js';
import { call } from './identity.js';
import { openStream, type SseEvent } from './sse.js';

/** A session of the fixture's person with its agent (test mode unless told), through the API. */
export async function openSession(app: TestApp, token: string, body: Record<string, unknown>): Promise<ChatSessionResponse> {
  const made = await call<ChatSessionResponse>(app, 'POST', '/api/v1/chat/sessions', { as: { bearer: token }, body });
  if (made.status !== 201) throw new Error(`session not created: ${made.raw}`);
  return made.body;
}

/** One turn, read to its end: every event, in order. */
export async function turn(app: TestApp, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; events: SseEvent[]; raw?: string }> {
  const stream = await openStream(app, '/api/v1/chat/turn', { authorization: `Bearer ${token}`, ...headers }, body);
  if (stream.response.status !== 200) return { status: stream.response.status, events: [], raw: await stream.response.text() };
  return { status: 200, events: await stream.rest() };
}

/** The events' names, in order, message deltas folded into one. */
export const names = (events: SseEvent[]) => events.map((event) => event.event).filter((name, index, all) => name !== 'message_delta' || all[index - 1] !== 'message_delta');

export const dataOf = <T = Record<string, unknown>>(events: SseEvent[], name: string): T[] => events.filter((event) => event.event === name).map((event) => event.data as T);
