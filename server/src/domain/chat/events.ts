import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { sqlQuery } from '../../db/client.js';
import type { ChatEvent } from './event-schemas.js';

/** A stored event: its place in the session's stream (its SSE id) and its turn. */
export type StoredChatEvent = ChatEvent & { seq: number; turnId: string };

/** The events that end a turn's stream. */
export const isTerminal = (event: ChatEvent) => event.event === 'done';

/** The number the session's next event takes: one past its last. */
export async function nextSeq(db: PrismaClient, sessionId: string): Promise<number> {
  const [row] = await sqlQuery<{ next: number }>(db, Prisma.sql`SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM chat_events WHERE session_id = ${sessionId}`);
  return Number(row!.next);
}

/**
 * The channel every server instance LISTENs on for its chat sockets (http/chat-socket.ts). A
 * notification carries ids only (PostgreSQL's payload limit is 8 kB; the events are read from
 * chat_events): `{"session_id", "seq"}` when events up to seq were stored, `{"cancel_turn_id"}`
 * when a client asked to cancel a running turn, wherever it runs.
 */
export const CHAT_CHANNEL = 'proctor_chat';

export const ZChatNotificationSchema = z.union([
  z.strictObject({ session_id: z.string(), seq: z.number().int() }),
  z.strictObject({ cancel_turn_id: z.string() }),
]);

/**
 * Stores events in order, numbered from `seq`, and in the same statement tells every instance
 * (CHAT_CHANNEL) that the session has events up to the last one: PostgreSQL delivers the
 * notification on commit, so a listener reading chat_events on it finds them. The key (session,
 * seq) admits one writer: a turn that lost its session (its lease passed and another turn began)
 * fails here rather than interleave its events with the other's, and notifies nothing.
 */
export async function storeEvents(db: PrismaClient, sessionId: string, turnId: string, seq: number, events: ChatEvent[]): Promise<void> {
  if (!events.length) return;
  const rows = events.map(
    (event, index) => Prisma.sql`(${sessionId}, ${seq + index}, ${turnId}, ${event.event}, ${JSON.stringify(event.data)}::jsonb)`,
  );
  const stored = JSON.stringify({ session_id: sessionId, seq: seq + events.length - 1 } satisfies z.infer<typeof ZChatNotificationSchema>);
  // A data-modifying WITH runs to completion whether or not the query reads it.
  await sqlQuery(db, Prisma.sql`
    WITH stored AS (INSERT INTO chat_events (session_id, seq, turn_id, event, data) VALUES ${Prisma.join(rows)})
    SELECT pg_notify(${CHAT_CHANNEL}, ${stored})`);
}

/** Asks the instance running `turnId`, whichever it is, to stop it (turn.ts stopRunningTurn): the turn ends cancelled. */
export async function requestCancel(db: PrismaClient, turnId: string): Promise<void> {
  const cancel = JSON.stringify({ cancel_turn_id: turnId } satisfies z.infer<typeof ZChatNotificationSchema>);
  await db.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${cancel})`;
}

/** The session's events after `after`, in order (only `turnId`'s when given), at most `limit`. */
export async function eventsAfter(
  db: PrismaClient,
  sessionId: string,
  after: number,
  options: { turnId?: string; limit?: number } = {},
): Promise<StoredChatEvent[]> {
  const rows = await db.chatEvent.findMany({
    where: { sessionId, seq: { gt: after }, ...(options.turnId ? { turnId: options.turnId } : {}) },
    orderBy: { seq: 'asc' },
    take: options.limit ?? 500,
  });
  return rows.map((row) => ({ event: row.event, data: row.data, seq: row.seq, turnId: row.turnId }) as StoredChatEvent);
}

/** The turn an event of the session belongs to; null when the session has no such event. */
export async function turnOfEvent(db: PrismaClient, sessionId: string, seq: number): Promise<string | null> {
  const row = await db.chatEvent.findUnique({ where: { sessionId_seq: { sessionId, seq } }, select: { turnId: true } });
  return row?.turnId ?? null;
}
