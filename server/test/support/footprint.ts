import type { TestApp } from './app.js';

/**
 * Everything a dispatch may write, over the whole database: requests, approvals, audit entries,
 * the counters (how many, and their sum) and the wallets (balances and holds). Equal before and
 * after a call: the call recorded, held and moved nothing.
 */
export async function footprint(app: TestApp): Promise<Record<string, string>> {
  const [row] = await app.db.prisma.$queryRaw<Record<string, string>[]>`
    SELECT (SELECT count(*) FROM service_requests)::text AS requests,
           (SELECT count(*) FROM approvals)::text AS approvals,
           (SELECT count(*) FROM audit_entries)::text AS audit,
           (SELECT count(*) || '/' || coalesce(sum(value), 0) FROM usage_counters)::text AS counters,
           (SELECT coalesce(sum(balance_cents), 0) || '/' || coalesce(sum(held_cents), 0) FROM wallets)::text AS wallets`;
  return row!;
}
