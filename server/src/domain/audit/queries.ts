import type { AuditEntry, PrismaClient } from '../../generated/prisma/client.js';
import { toPage, type Page, type PageRequest } from '../pagination.js';
import { continuesChain, GENESIS_HASH, type ChainHead } from './chain.js';
import { sealPending } from './sealer.js';

export type { AuditEntry };

export interface AuditFilters {
  agentId?: string | undefined;
  action?: string | undefined;
  mode?: 'live' | 'test' | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Entries in chain order (or its reverse); the cursor is the last seq of the previous page, in decimal. */
export async function listAuditEntries(
  db: PrismaClient,
  orgId: string,
  filters: AuditFilters,
  page: PageRequest,
): Promise<Page<AuditEntry>> {
  // What this organization did until now is in its chain before it is read.
  await sealPending(db, orgId);
  const newestFirst = page.order === 'desc';
  const rows = await db.auditEntry.findMany({
    where: {
      orgId,
      seq: page.cursor === undefined ? { not: null } : newestFirst ? { lt: BigInt(page.cursor) } : { gt: BigInt(page.cursor) },
      ...(filters.agentId ? { agentId: filters.agentId } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.mode ? { mode: filters.mode } : {}),
      ...(filters.targetId ? { targetId: filters.targetId } : {}),
      ...(filters.from || filters.to ? { occurredAt: { gte: filters.from, lt: filters.to } } : {}),
    },
    orderBy: { seq: newestFirst ? 'desc' : 'asc' },
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
  let verified: ChainHead = { seq: 0n, hash: GENESIS_HASH };
  const broken = (): ChainVerification => ({ valid: false, entries: Number(verified.seq), headHash: verified.hash, firstInvalidSeq: verified.seq + 1n });
  for (;;) {
    const batch = await db.auditEntry.findMany({
      where: { orgId, seq: { gt: verified.seq } },
      orderBy: { seq: 'asc' },
      take: VERIFY_BATCH,
    });
    for (const entry of batch) {
      if (!continuesChain(verified, entry)) return broken();
      verified = { seq: entry.seq!, hash: entry.hash! };
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  const head = await db.auditHead.findUnique({ where: { orgId } });
  if (head && (head.seq !== verified.seq || head.hash !== verified.hash)) return broken();
  return { valid: true, entries: Number(verified.seq), headHash: verified.hash, firstInvalidSeq: null };
}
