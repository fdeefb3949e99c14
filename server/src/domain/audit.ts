import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AuditEntry, Prisma, PrismaClient } from '../generated/prisma/client.js';
import { newId } from './ids.js';
import { toPage, type Page, type PageRequest } from './pagination.js';

export type { AuditEntry };

/** prev_hash of an organization's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditActor {
  type: 'user' | 'agent' | 'system';
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

type Chained = Omit<AuditEntry, 'prevHash' | 'hash'>;

/** The hashed content of an entry: everything but its own hash and the prev_hash it is chained to. */
function canonicalContent(entry: Chained): string {
  return canonicalize({
    id: entry.id,
    org_id: entry.orgId,
    seq: Number(entry.seq),
    occurred_at: entry.occurredAt.toISOString(),
    actor: { type: entry.actorType, id: entry.actorId },
    action: entry.action,
    target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
    agent_id: entry.agentId,
    outcome: entry.outcome,
    reason_code: entry.reasonCode,
    cost_cents: entry.costCents === null ? null : Number(entry.costCents),
    mode: entry.mode,
    request_id: entry.requestId,
    details: entry.details ?? null,
  });
}

/** hash = SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry), hex. */
export function entryHash(prevHash: string, entry: Chained): string {
  return createHash('sha256').update(prevHash).update(canonicalContent(entry)).digest('hex');
}

/**
 * Appends an entry to the organization's chain inside the caller's transaction, so that it is
 * written if and only if the change it records is. Incrementing the chain head takes its row
 * lock until the transaction ends, which orders concurrent appends of one organization.
 */
export async function appendAudit(
  tx: Prisma.TransactionClient,
  orgId: string,
  context: AuditContext,
  event: AuditEvent,
): Promise<AuditEntry> {
  const [head] = await tx.$queryRaw<{ seq: bigint; hash: string }[]>`
    INSERT INTO audit_heads (org_id, seq, hash) VALUES (${orgId}, 1, ${GENESIS_HASH})
    ON CONFLICT (org_id) DO UPDATE SET seq = audit_heads.seq + 1
    RETURNING seq, hash`;
  const entry: Chained = {
    id: newId('aud'),
    orgId,
    seq: head!.seq,
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
    details: (event.details ?? null) as AuditEntry['details'],
  };
  const hash = entryHash(head!.hash, entry);
  // The entry and the new chain head in one statement: one round trip under the head's lock.
  await tx.$executeRaw`
    WITH entry AS (
      INSERT INTO audit_entries (id, org_id, seq, occurred_at, actor_type, actor_id, action, target_type, target_id,
                                 agent_id, outcome, reason_code, cost_cents, mode, request_id, details, prev_hash, hash)
      VALUES (${entry.id}, ${orgId}, ${entry.seq}, ${entry.occurredAt}, ${entry.actorType}, ${entry.actorId}, ${entry.action},
              ${entry.targetType}, ${entry.targetId}, ${entry.agentId}, ${entry.outcome}, ${entry.reasonCode}, ${entry.costCents},
              ${entry.mode}, ${entry.requestId}, ${event.details === undefined ? null : JSON.stringify(event.details)}::jsonb,
              ${head!.hash}, ${hash})
    )
    UPDATE audit_heads SET hash = ${hash} WHERE org_id = ${orgId}`;
  return { ...entry, prevHash: head!.hash, hash };
}

export interface AuditFilters {
  agentId?: string | undefined;
  action?: string | undefined;
  mode?: 'live' | 'test' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Entries in chain order; the cursor is the last seq of the previous page, in decimal. */
export async function listAuditEntries(
  db: PrismaClient,
  orgId: string,
  filters: AuditFilters,
  page: PageRequest,
): Promise<Page<AuditEntry>> {
  const rows = await db.auditEntry.findMany({
    where: {
      orgId,
      ...(page.cursor !== undefined ? { seq: { gt: BigInt(page.cursor) } } : {}),
      ...(filters.agentId ? { agentId: filters.agentId } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.mode ? { mode: filters.mode } : {}),
      ...(filters.from || filters.to ? { occurredAt: { gte: filters.from, lt: filters.to } } : {}),
    },
    orderBy: { seq: 'asc' },
    take: page.limit + 1,
  });
  return toPage(rows, page, (entry) => String(entry.seq));
}

export interface ChainVerification {
  valid: boolean;
  entries: number;
  headHash: string;
  /** The first seq whose entry, link or position is wrong; null when the chain is intact. */
  firstInvalidSeq: bigint | null;
}

const VERIFY_BATCH = 1000;

/**
 * Recomputes the organization's chain from the first entry: every seq present in order, every
 * prev_hash the hash before it, every hash its content's. The chain head must match the last
 * entry, so that entries removed from the end are found too.
 */
export async function verifyAuditChain(db: PrismaClient, orgId: string): Promise<ChainVerification> {
  let expectedSeq = 1n;
  let prevHash = GENESIS_HASH;
  let entries = 0;
  for (;;) {
    const batch = await db.auditEntry.findMany({
      where: { orgId, seq: { gte: expectedSeq } },
      orderBy: { seq: 'asc' },
      take: VERIFY_BATCH,
    });
    for (const entry of batch) {
      if (entry.seq !== expectedSeq || entry.prevHash !== prevHash || entry.hash !== entryHash(prevHash, entry)) {
        return { valid: false, entries, headHash: prevHash, firstInvalidSeq: expectedSeq };
      }
      prevHash = entry.hash;
      expectedSeq += 1n;
      entries += 1;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const head = await db.auditHead.findUnique({ where: { orgId } });
  if (head && (head.seq !== expectedSeq - 1n || head.hash !== prevHash)) {
    return { valid: false, entries, headHash: prevHash, firstInvalidSeq: expectedSeq };
  }
  return { valid: true, entries, headHash: prevHash, firstInvalidSeq: null };
}
