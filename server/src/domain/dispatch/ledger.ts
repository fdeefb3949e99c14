import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';

/**
 * The wallet a dispatch draws on, and whose balance its agent sees: its workspace's. The only
 * definition of it, as an SQL expression of the workspace's id.
 */
export function workspaceWalletSql(workspaceId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT w.id FROM wallets w WHERE w.workspace_id = ${workspaceId})`;
}

/** A workspace's wallet: settled balance, and what open requests hold of it. */
export async function getBalance(
  db: PrismaClient | Prisma.TransactionClient,
  workspaceId: string,
): Promise<{ walletId: string; balanceCents: bigint; heldCents: bigint }> {
  const [wallet] = await db.$queryRaw<{ id: string; balance_cents: bigint; held_cents: bigint }[]>`
    SELECT id, balance_cents, held_cents FROM wallets WHERE id = ${workspaceWalletSql(Prisma.sql`${workspaceId}`)}`;
  if (!wallet) throw new Error(`workspace ${workspaceId} has no wallet`);
  return { walletId: wallet.id, balanceCents: wallet.balance_cents, heldCents: wallet.held_cents };
}

export type UsageGroup = 'operation' | 'agent' | 'day';

export interface UsageRow {
  key: string;
  mode: 'live' | 'test';
  requests: number;
  executed: number;
  costCents: bigint;
}

const GROUP_COLUMN: Record<UsageGroup, Prisma.Sql> = {
  operation: Prisma.sql`operation`,
  agent: Prisma.sql`agent_id`,
  day: Prisma.sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
};

/** Requests and spend per group in [from, to), live and test apart, from the requests themselves. */
export async function getUsage(db: PrismaClient, orgId: string, from: Date, to: Date, groupBy: UsageGroup): Promise<UsageRow[]> {
  const column = GROUP_COLUMN[groupBy];
  const rows = await db.$queryRaw<{ key: string; mode: 'live' | 'test'; requests: bigint; executed: bigint; cost_cents: bigint }[]>`
    SELECT ${column} AS key, mode::text AS mode, count(*) AS requests,
           count(*) FILTER (WHERE status = 'executed') AS executed, coalesce(sum(cost_cents), 0)::bigint AS cost_cents
    FROM service_requests
    WHERE org_id = ${orgId} AND created_at >= ${from} AND created_at < ${to}
    GROUP BY 1, 2 ORDER BY 1, 2`;
  return rows.map((row) => ({
    key: row.key,
    mode: row.mode,
    requests: Number(row.requests),
    executed: Number(row.executed),
    costCents: row.cost_cents,
  }));
}
