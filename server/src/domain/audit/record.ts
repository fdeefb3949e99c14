import { Prisma } from '../../generated/prisma/client.js';
import { newId } from '../ids.js';
import type { UnchainedEntry } from './chain.js';
import { sealInTransaction } from './sealer.js';

export interface AuditActor {
  type: 'user' | 'agent' | 'device' | 'system';
  id: string | null;
}

/** Who caused a change, and in which HTTP request. */
export interface AuditContext {
  actor: AuditActor;
  requestId: string | null;
}

/** Proctor itself acting: the sweeper, the poller, expiry. */
export const SYSTEM_AUDIT: AuditContext = { actor: { type: 'system', id: null }, requestId: null };

export interface AuditEvent {
  /** `<resource>.<verb>`, e.g. agent.created, personal_token.disabled. */
  action: string;
  target?: { type: string; id: string };
  /** The agent concerned, for filtering by agent. */
  agentId?: string;
  outcome?: string;
  reasonCode?: string;
  costCents?: bigint;
  mode?: 'live' | 'test';
  /** Context worth keeping. Never a secret: keys, tokens and passwords do not enter the trail. */
  details?: Record<string, unknown>;
}

/**
 * The column and SQL type of every field an entry is written with (its place in the chain aside):
 * the one list every insert of an entry uses.
 */
const ENTRY_COLUMNS: { readonly [F in keyof UnchainedEntry]-?: readonly [column: string, type: string] } = {
  id: ['id', 'text'],
  orgId: ['org_id', 'text'],
  occurredAt: ['occurred_at', 'timestamptz'],
  actorType: ['actor_type', 'text'],
  actorId: ['actor_id', 'text'],
  action: ['action', 'text'],
  targetType: ['target_type', 'text'],
  targetId: ['target_id', 'text'],
  agentId: ['agent_id', 'text'],
  outcome: ['outcome', 'text'],
  reasonCode: ['reason_code', 'text'],
  costCents: ['cost_cents', 'bigint'],
  mode: ['mode', 'text'],
  requestId: ['request_id', 'text'],
  details: ['details', 'jsonb'],
};

const FIELDS = Object.keys(ENTRY_COLUMNS) as (keyof UnchainedEntry)[];
const COLUMN_LIST = Prisma.raw(FIELDS.map((field) => ENTRY_COLUMNS[field][0]).join(', '));

/** The columns of an entry, as written; its place in the chain (seq, prev_hash, hash) aside. */
export function newEntry(orgId: string, context: AuditContext, event: AuditEvent): UnchainedEntry {
  return {
    id: newId('aud'),
    orgId,
    occurredAt: new Date(),
    actorType: context.actor.type,
    actorId: context.actor.id,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    agentId: event.agentId ?? null,
    outcome: event.outcome ?? 'success',
    reasonCode: event.reasonCode ?? null,
    costCents: event.costCents ?? null,
    mode: event.mode ?? null,
    requestId: context.requestId,
    details: (event.details ?? null) as UnchainedEntry['details'],
  };
}

/**
 * The SQL that inserts an entry pending (no place in the chain yet), as a statement or a CTE of a
 * larger one: the hot path's entries are written by the statement that makes the change they
 * record, and the sealer chains them within a second. With `onlyIf`, a CTE of the same statement,
 * the entry is written only when that CTE returned a row (the change happened).
 */
export function pendingEntrySql(entry: UnchainedEntry, onlyIf?: Prisma.Sql): Prisma.Sql {
  const values = Prisma.join(
    FIELDS.map((field) => {
      const value = field === 'details' ? (entry.details === null ? null : JSON.stringify(entry.details)) : entry[field];
      return Prisma.sql`${value}::${Prisma.raw(ENTRY_COLUMNS[field][1])}`;
    }),
  );
  return Prisma.sql`
    INSERT INTO audit_entries (${COLUMN_LIST})
    ${onlyIf ? Prisma.sql`SELECT ${values} FROM ${onlyIf}` : Prisma.sql`VALUES (${values})`}
    RETURNING 1`;
}

/**
 * Writes an entry pending, inside the caller's transaction (or as a statement of its own), so
 * that it exists if and only if the change it records does; the sealer gives it its place in the
 * chain. No lock is taken: concurrent requests of one organization do not wait on each other.
 */
export async function recordAudit(tx: Prisma.TransactionClient, orgId: string, context: AuditContext, event: AuditEvent): Promise<void> {
  await tx.$executeRaw(pendingEntrySql(newEntry(orgId, context, event)));
}

/**
 * Appends an entry to the organization's chain inside the caller's transaction, so that it is
 * written if and only if the change it records is, with its place in the chain at once: it is
 * written pending, then sealed with the pending entries committed before it under the chain
 * head's row lock, held until the transaction ends, which orders concurrent appends; so the chain
 * follows the order of events. For changes people make (rare); the dispatch pipeline uses
 * recordAudit and leaves the sealing to the sealer.
 */
export async function appendAudit(tx: Prisma.TransactionClient, orgId: string, context: AuditContext, event: AuditEvent): Promise<void> {
  await recordAudit(tx, orgId, context, event);
  await sealInTransaction(tx, orgId);
}
