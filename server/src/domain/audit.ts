import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import { Prisma, type AuditEntry, type PrismaClient } from '../generated/prisma/client.js';
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

/** The columns of an entry, as written; its place in the chain (seq, prev_hash, hash) aside. */
export function newEntry(orgId: string, context: AuditContext, event: AuditEvent): Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'> {
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
    details: (event.details ?? null) as AuditEntry['details'],
  };
}

/**
 * The SQL that inserts an entry pending (no place in the chain yet), as a statement or a CTE of a
 * larger one: the hot path's entries are written by the statement that makes the change they
 * record, and the sealer chains them within a second. With `onlyIf`, a CTE of the same statement,
 * the entry is written only when that CTE returned a row (the change happened).
 */
export function pendingEntrySql(entry: Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>, onlyIf?: Prisma.Sql): Prisma.Sql {
  const values = Prisma.sql`${entry.id}::text, ${entry.orgId}::text, ${entry.occurredAt}::timestamptz, ${entry.actorType}::text,
    ${entry.actorId}::text, ${entry.action}::text, ${entry.targetType}::text, ${entry.targetId}::text, ${entry.agentId}::text,
    ${entry.outcome}::text, ${entry.reasonCode}::text, ${entry.costCents}::bigint, ${entry.mode}::text, ${entry.requestId}::text,
    ${entry.details === null ? null : JSON.stringify(entry.details)}::jsonb`;
  return Prisma.sql`
    INSERT INTO audit_entries (id, org_id, occurred_at, actor_type, actor_id, action, target_type, target_id,
                               agent_id, outcome, reason_code, cost_cents, mode, request_id, details)
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
 * Takes the organization's chain head (its row lock, held to the end of the transaction, is what
 * orders everything in the chain), then chains the pending entries visible now, oldest id first,
 * at most `limit`. Returns how many were sealed.
 */
async function lockHeadAndSeal(tx: Prisma.TransactionClient, orgId: string, limit: number): Promise<number> {
  // A no-op update takes the row lock and reads the head in one statement; a new organization
  // starts from the genesis hash at seq 0.
  const [head] = await tx.$queryRaw<{ seq: bigint; hash: string }[]>`
    INSERT INTO audit_heads (org_id, seq, hash) VALUES (${orgId}, 0, ${GENESIS_HASH})
    ON CONFLICT (org_id) DO UPDATE SET seq = audit_heads.seq
    RETURNING seq, hash`;
  let { seq, hash } = head!;
  const pending = await tx.$queryRaw<(Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>)[]>`
    SELECT id, org_id AS "orgId", occurred_at AS "occurredAt", actor_type AS "actorType", actor_id AS "actorId", action,
           target_type AS "targetType", target_id AS "targetId", agent_id AS "agentId", outcome, reason_code AS "reasonCode",
           cost_cents AS "costCents", mode, request_id AS "requestId", details
    FROM audit_entries WHERE seq IS NULL AND org_id = ${orgId} ORDER BY id LIMIT ${limit}`;
  if (pending.length === 0) return 0;
  const ids: string[] = [];
  const seqs: string[] = [];
  const prevHashes: string[] = [];
  const hashes: string[] = [];
  for (const entry of pending) {
    seq += 1n;
    const next = entryHash(hash, { ...entry, seq });
    ids.push(entry.id);
    seqs.push(seq.toString());
    prevHashes.push(hash);
    hashes.push(next);
    hash = next;
  }
  const updated = await tx.$executeRaw`
    WITH sealed AS (
      UPDATE audit_entries AS e SET seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
      FROM unnest(${ids}::text[], ${seqs}::bigint[], ${prevHashes}::text[], ${hashes}::text[]) AS v(id, seq, prev_hash, hash)
      WHERE e.id = v.id AND e.seq IS NULL
      RETURNING 1
    )
    UPDATE audit_heads SET seq = ${seq}, hash = ${hash} WHERE org_id = ${orgId}`;
  if (updated !== 1) throw new Error('audit chain head vanished while sealing');
  return pending.length;
}

const SEAL_BATCH = 1000;

/**
 * Seals an organization's pending entries: gives each, in id order, its seq, prev_hash and hash
 * under the chain head's lock. Idempotent and safe with any number of server instances: an entry
 * is sealed once (the update requires it still pending, under the head's lock), and an instance
 * that waits for the lock then finds only what is still pending.
 */
export async function sealPending(db: PrismaClient, orgId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.$transaction((tx) => lockHeadAndSeal(tx, orgId, SEAL_BATCH));
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
  }
}

/** Seals every organization's pending entries; the sealer runs this a few times a second. */
export async function sealAllPending(db: PrismaClient): Promise<number> {
  const orgs = await db.$queryRaw<{ org_id: string }[]>`SELECT DISTINCT org_id FROM audit_entries WHERE seq IS NULL`;
  let total = 0;
  for (const { org_id } of orgs) total += await sealPending(db, org_id);
  return total;
}

/** How often the sealer looks for pending entries: an entry is chained well within a second. */
export const SEAL_INTERVAL_MS = 200;

/**
 * The sealer: chains pending entries every SEAL_INTERVAL_MS, one run at a time. Every server
 * instance runs one; they take turns on each organization's chain head. A failure (the database
 * away) is reported once per streak and retried at the next run. Returns its stop function, which
 * waits for a run under way.
 */
export function startSealer(db: PrismaClient, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sealAllPending(db).then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (!failing) onError(error);
          failing = true;
        },
      );
      void running.then(schedule);
    }, SEAL_INTERVAL_MS);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
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
  while ((await lockHeadAndSeal(tx, orgId, SEAL_BATCH)) === SEAL_BATCH);
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
  // What this organization did until now is in its chain before it is read.
  await sealPending(db, orgId);
  const rows = await db.auditEntry.findMany({
    where: {
      orgId,
      seq: page.cursor !== undefined ? { gt: BigInt(page.cursor) } : { not: null },
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
  await sealPending(db, orgId);
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
      prevHash = entry.hash!;
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
