import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { sqlQuery } from '../../db/client.js';
import { DomainError } from '../errors.js';
import type { ChatSession } from './sessions.js';

/**
 * How long a turn holds its session without a sign of life: its instance renews the hold as it
 * stores events, so only a turn whose instance died lets the hold pass, and then the next turn
 * may begin (the stored events' key keeps a stalled one from writing after it).
 */
export const TURN_LEASE_SECONDS = 60;

/**
 * Takes the session for `turnId`, in one statement: open, and no other turn holding it. Two
 * turns at once on one session: the second is 409. A closed session is 409 too.
 */
export async function holdSession(db: PrismaClient, session: ChatSession, turnId: string): Promise<void> {
  const [held] = await sqlQuery<{ id: string }>(db, Prisma.sql`
    UPDATE chat_sessions SET active_turn_id = ${turnId}, active_until = now() + make_interval(secs => ${TURN_LEASE_SECONDS}), updated_at = now()
    WHERE id = ${session.id} AND closed_at IS NULL AND (active_turn_id IS NULL OR active_until < now())
    RETURNING id`);
  if (held) return;
  const now = await db.chatSession.findUniqueOrThrow({ where: { id: session.id }, select: { closedAt: true, activeTurnId: true } });
  if (now.closedAt) throw new DomainError('conflict', 'The chat session is closed: it takes no more turns; open a new one');
  throw new DomainError('conflict', `Turn ${now.activeTurnId} is still answering on this session: wait for its done event, then send yours`);
}

/** Renews the hold; false when the turn no longer holds the session. */
export async function renewHold(db: PrismaClient, sessionId: string, turnId: string): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE chat_sessions SET active_until = now() + make_interval(secs => ${TURN_LEASE_SECONDS})
    WHERE id = ${sessionId} AND active_turn_id = ${turnId}`;
  return renewed === 1;
}

/** Lets the session go, if the turn still holds it. */
export async function releaseHold(db: PrismaClient, sessionId: string, turnId: string): Promise<void> {
  await db.$executeRaw`UPDATE chat_sessions SET active_turn_id = NULL, active_until = NULL, updated_at = now() WHERE id = ${sessionId} AND active_turn_id = ${turnId}`;
}

/** Whether a turn holds the session now. */
export async function isHeld(db: PrismaClient, sessionId: string, turnId: string): Promise<boolean> {
  const [row] = await sqlQuery<{ held: boolean }>(db, Prisma.sql`
    SELECT active_turn_id = ${turnId} AND active_until >= now() AS held FROM chat_sessions WHERE id = ${sessionId}`);
  return row?.held === true;
}
