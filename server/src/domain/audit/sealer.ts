import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { chainAfter, GENESIS_HASH } from './chain.js';

/** How often the sealer looks for pending entries: an entry is chained well within a second. */
export const SEAL_INTERVAL_MS = 200;

const SEAL_BATCH = 1000;

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
  const pending = await tx.auditEntry.findMany({ where: { orgId, seq: null }, orderBy: { id: 'asc' }, take: limit });
  if (pending.length === 0) return 0;
  const { links, head: next } = chainAfter(head!, pending);
  const updated = await tx.$executeRaw`
    WITH sealed AS (
      UPDATE audit_entries AS e SET seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
      FROM unnest(${links.map((link) => link.id)}::text[], ${links.map((link) => link.seq.toString())}::bigint[],
                  ${links.map((link) => link.prevHash)}::text[], ${links.map((link) => link.hash)}::text[]) AS v(id, seq, prev_hash, hash)
      WHERE e.id = v.id AND e.seq IS NULL
      RETURNING 1
    )
    UPDATE audit_heads SET seq = ${next.seq}, hash = ${next.hash} WHERE org_id = ${orgId}`;
  if (updated !== 1) throw new Error('audit chain head vanished while sealing');
  return pending.length;
}

/**
 * Inside the caller's transaction, seals everything of the organization pending now, its own
 * writes included; the chain head's lock is held until that transaction ends.
 */
export async function sealInTransaction(tx: Prisma.TransactionClient, orgId: string): Promise<void> {
  while ((await lockHeadAndSeal(tx, orgId, SEAL_BATCH)) === SEAL_BATCH);
}

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

/**
 * Seals every organization's pending entries. The server runs this every SEAL_INTERVAL_MS
 * (src/background.ts); every instance does, taking turns on each organization's chain head.
 */
export async function sealAllPending(db: PrismaClient): Promise<number> {
  const orgs = await db.$queryRaw<{ org_id: string }[]>`SELECT DISTINCT org_id FROM audit_entries WHERE seq IS NULL`;
  let total = 0;
  for (const { org_id } of orgs) total += await sealPending(db, org_id);
  return total;
}
