import type { Database } from '../../src/db/client.js';
import { newId } from '../../src/domain/ids.js';
import type { TestApp } from './app.js';
import type { DispatchFixture } from './dispatch.js';
import { call } from './identity.js';

export interface TeamBudget {
  poolCents: number;
  dailyLimitCents?: number | null;
  monthlyLimitCents?: number | null;
  hardCapCents?: number | null;
  /** The owner's allocation as a worker of the team; absent: the agent has a team but no worker. */
  allocationCents?: number;
}

/**
 * Puts the fixture's agent in a new team of its workspace with this budget, and, with an
 * allocation, makes the organization's owner a worker of the team and the agent's owner. The team
 * and its worker are written directly (their own endpoints are tested in test/routers/teams); the
 * agent is placed through PATCH /agents/{id}, as a person would.
 */
export async function placeInTeam(app: TestApp, fixture: DispatchFixture, budget: TeamBudget): Promise<{ teamId: string; userId: string }> {
  const { prisma } = app.db;
  const orgId = fixture.owner.session.organization.id;
  const userId = fixture.owner.session.user.id;
  const agent = await prisma.agent.findUniqueOrThrow({ where: { id: fixture.agentId } });
  const big = (cents: number | null | undefined) => (cents === undefined || cents === null ? null : BigInt(cents));
  const team = await prisma.team.create({
    data: {
      id: newId('team'),
      orgId,
      workspaceId: agent.workspaceId,
      name: `Team ${newId('t')}`,
      poolCents: BigInt(budget.poolCents),
      allocatedCents: BigInt(budget.allocationCents ?? 0),
      dailyLimitCents: big(budget.dailyLimitCents),
      monthlyLimitCents: big(budget.monthlyLimitCents),
      hardCapCents: big(budget.hardCapCents),
    },
  });
  const worker = budget.allocationCents !== undefined;
  if (worker) {
    await prisma.teamMember.create({
      data: { id: newId('tmm'), orgId, teamId: team.id, userId, role: 'worker', allocationCents: BigInt(budget.allocationCents!) },
    });
  }
  const placed = await call(app, 'PATCH', `/api/v1/agents/${fixture.agentId}`, {
    as: { cookie: fixture.owner.cookie },
    body: { team_id: team.id, ...(worker ? { owner_user_id: userId } : {}) },
  });
  if (placed.status !== 200) throw new Error(`placing the agent failed: ${placed.status} ${placed.raw}`);
  return { teamId: team.id, userId };
}

/** The value of every counter of the team and its worker, live and test, as `team@day/live`: what it counts, its period kind, its mode. */
export async function hierarchyCounters(source: { db: Database }, teamId: string): Promise<Record<string, number>> {
  const rows = await source.db.prisma.usageCounter.findMany({
    where: { OR: [{ scope: { startsWith: `team:${teamId}:` } }, { scope: { startsWith: `worker:${teamId}:` } }] },
  });
  const periodKind = (period: string) => (period === 'total' ? period : period.length === 'YYYY-MM-DD'.length ? 'day' : 'month');
  return Object.fromEntries(rows.map((row) => [`${row.scope.split(':')[0]}@${periodKind(row.period)}/${row.mode}`, Number(row.value)]));
}
