import type { PrismaClient } from '../../generated/prisma/client.js';
import { SYSTEM_AUDIT } from '../audit/record.js';
import { settle } from './settle.js';

/**
 * Settles requests that were admitted but never settled, because the process handling them died
 * between the phases: their holds are released and they end failed with detail "interrupted".
 * A request counts as dead once it has been admitted for longer than the provider deadline plus
 * `graceMs`. Settling only ever settles a request still admitted, so any number of instances may
 * sweep at once, and a request whose settle was merely slow is settled once.
 */
export async function sweepInterrupted(db: PrismaClient, providerTimeoutMs: number, graceMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - providerTimeoutMs - graceMs);
  const stale = await db.serviceRequest.findMany({
    where: { status: 'admitted', updatedAt: { lt: cutoff } },
    orderBy: { updatedAt: 'asc' },
    take: 100,
  });
  for (const request of stale) await settle(db, request, { status: 'failed', detail: 'interrupted' }, SYSTEM_AUDIT);
  return stale.length;
}
