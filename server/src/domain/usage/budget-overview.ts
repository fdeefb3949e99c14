import type { PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { BudgetLevelName } from '../dispatch/budget-levels.js';
import type { WorkspaceScope } from '../workspaces.js';
import { readHeadroom, type Allowance, type Headroom } from './headroom.js';

/** One limit that is set, with what is counted against it now (headroom.ts's Allowance, limit set). */
export interface BudgetRow {
  level: Exclude<BudgetLevelName, 'task' | 'wallet'>;
  agentId: string | null;
  operation: string | null;
  teamId: string | null;
  userId: string | null;
  period: string;
  limit: bigint;
  used: bigint;
  remaining: bigint;
}

/** How many agents' headrooms are read at once: each is a few short queries. */
const PARALLEL = 8;

/**
 * Every limit set across the workspace's agents in `mode`, each once (a team's and a worker's
 * are shared by their agents), closest to its limit first: what the console's Budgets page and
 * home show. Read from readHeadroom, the same counters an admission holds against, so a meter
 * never disagrees with what the next request is refused by.
 */
export async function readBudgetOverview(db: PrismaClient, scope: WorkspaceScope, mode: KeyMode, now = new Date()): Promise<BudgetRow[]> {
  const agents = await db.agent.findMany({
    where: { orgId: scope.orgId, workspaceId: scope.workspaceId, deletedAt: null },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
  });
  const rows = new Map<string, BudgetRow>();
  for (let start = 0; start < agents.length; start += PARALLEL) {
    const batch = agents.slice(start, start + PARALLEL);
    const headrooms = await Promise.all(batch.map((agent) => readHeadroom(db, scope.orgId, agent.id, mode, now)));
    for (const headroom of headrooms) for (const row of limitsOf(headroom)) rows.set(rowKey(row), row);
  }
  return [...rows.values()].sort(closestFirst);
}

const rowKey = (row: BudgetRow) => [row.level, row.agentId, row.operation, row.teamId, row.userId].join('|');

/** The limits of one agent's headroom that are set, as rows. */
function limitsOf(headroom: Headroom): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const at = (level: BudgetRow['level'], allowance: Allowance, owner: Partial<Pick<BudgetRow, 'agentId' | 'operation' | 'teamId' | 'userId'>>) => {
    if (allowance.limit === null) return;
    const used = allowance.counted ?? 0n;
    const remaining = allowance.remaining ?? (used < allowance.limit ? allowance.limit - used : 0n);
    rows.push({ level, agentId: null, operation: null, teamId: null, userId: null, ...owner, period: allowance.period, limit: allowance.limit, used, remaining });
  };
  const agentId = headroom.agent.id;
  at('agent', headroom.month, { agentId });
  for (const binding of headroom.bindings) {
    at('binding_day', binding.today, { agentId, operation: binding.operation });
    at('binding_month', binding.month, { agentId, operation: binding.operation });
  }
  if (headroom.team) {
    const teamId = headroom.team.id;
    at('team_day', headroom.team.today, { teamId });
    at('team_month', headroom.team.month, { teamId });
    at('team_total', headroom.team.total, { teamId });
    if (headroom.worker) at('worker', headroom.worker.allocation, { teamId, userId: headroom.worker.userId });
  }
  return rows;
}

/** The share of its limit a row has used; a limit of 0 is used up. */
const usedShare = (row: Pick<BudgetRow, 'limit' | 'used'>): number => (row.limit === 0n ? 1 : Number(row.used) / Number(row.limit));

const closestFirst = (a: BudgetRow, b: BudgetRow) => usedShare(b) - usedShare(a) || Number(a.remaining - b.remaining);
