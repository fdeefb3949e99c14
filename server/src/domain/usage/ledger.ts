import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { WorkspaceScope } from '../workspaces.js';

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

/** What usage is grouped by; for team and worker, the agent's current team and owner. */
export const USAGE_GROUPS = ['operation', 'agent', 'day', 'team', 'worker'] as const;

export type UsageGroup = (typeof USAGE_GROUPS)[number];

/** The key of the group of the requests of agents with no team, or no owner. */
export const NO_GROUP_KEY = 'none';

export interface UsageRow {
  key: string;
  /** The key of the second grouping, when one was asked. */
  thenKey?: string;
  mode: 'live' | 'test';
  requests: number;
  executed: number;
  costCents: bigint;
}

const GROUP_COLUMN: Record<UsageGroup, Prisma.Sql> = {
  operation: Prisma.sql`sr.operation`,
  agent: Prisma.sql`sr.agent_id`,
  day: Prisma.sql`to_char(sr.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  team: Prisma.sql`coalesce(a.team_id, ${NO_GROUP_KEY})`,
  worker: Prisma.sql`coalesce(a.owner_user_id, ${NO_GROUP_KEY})`,
};

/**
 * Requests and spend per group in [from, to), live and test apart, from the requests of the
 * workspace's agents themselves (deleted agents' included).
 */
export async function getUsage(
  db: PrismaClient,
  scope: WorkspaceScope,
  from: Date,
  to: Date,
  groupBy: UsageGroup,
  thenBy?: UsageGroup,
): Promise<UsageRow[]> {
  const column = GROUP_COLUMN[groupBy];
  // Without a second grouping every row's second key is the same constant, so GROUP BY 3 splits nothing.
  const second = thenBy ? GROUP_COLUMN[thenBy] : Prisma.sql`NULL::text`;
  const rows = await db.$queryRaw<{ key: string; then_key: string | null; mode: 'live' | 'test'; requests: bigint; executed: bigint; cost_cents: bigint }[]>`
    SELECT ${column} AS key, ${second} AS then_key, sr.mode::text AS mode, count(*) AS requests,
           count(*) FILTER (WHERE sr.status = 'executed') AS executed, coalesce(sum(sr.cost_cents), 0)::bigint AS cost_cents
    FROM service_requests sr JOIN agents a ON a.id = sr.agent_id
    WHERE sr.org_id = ${scope.orgId} AND a.workspace_id = ${scope.workspaceId} AND sr.created_at >= ${from} AND sr.created_at < ${to}
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
  return rows.map((row) => ({
    key: row.key,
    ...(thenBy ? { thenKey: row.then_key! } : {}),
    mode: row.mode,
    requests: Number(row.requests),
    executed: Number(row.executed),
    costCents: row.cost_cents,
  }));
}
