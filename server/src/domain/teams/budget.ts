import type { Prisma, PrismaClient, Team } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { COUNTERS, readCounters } from '../dispatch/budgets.js';
import { DomainError } from '../errors.js';
import { findTeam } from './access.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** A team's budget: its pool, the part allocated to workers, its limits and its live spend. */
export interface TeamBudget {
  teamId: string;
  poolCents: bigint;
  allocatedCents: bigint;
  dailyLimitCents: bigint | null;
  monthlyLimitCents: bigint | null;
  hardCapCents: bigint | null;
  spentTodayCents: bigint;
  spentMonthCents: bigint;
  spentTotalCents: bigint;
}

function budgetOf(team: Team, [today, month, total]: bigint[]): TeamBudget {
  return {
    teamId: team.id,
    poolCents: team.poolCents,
    allocatedCents: team.allocatedCents,
    dailyLimitCents: team.dailyLimitCents,
    monthlyLimitCents: team.monthlyLimitCents,
    hardCapCents: team.hardCapCents,
    spentTodayCents: today!,
    spentMonthCents: month!,
    spentTotalCents: total!,
  };
}

async function budgetOfTeam(db: Db, team: Team, now: Date): Promise<TeamBudget> {
  const spend = await readCounters(db, 'live', [
    COUNTERS.teamDayCents(team.id, now),
    COUNTERS.teamMonthCents(team.id, now),
    COUNTERS.teamTotalCents(team.id),
  ]);
  return budgetOf(team, spend);
}

/** The budget of a team of the organization (404 for another organization's), its spend as of `now`. */
export async function readTeamBudget(db: Db, orgId: string, teamId: string, now = new Date()): Promise<TeamBudget> {
  return budgetOfTeam(db, await findTeam(db, orgId, teamId), now);
}

/** A change of a team's limits: a value sets the limit, null clears it, absent leaves it. */
export interface TeamLimitsChange {
  dailyLimitCents?: bigint | null;
  monthlyLimitCents?: bigint | null;
  hardCapCents?: bigint | null;
}

/** Each limit's name on the wire, which the audit trail's details use too. */
const LIMIT_FIELDS: Record<keyof TeamLimitsChange, string> = {
  dailyLimitCents: 'daily_limit_cents',
  monthlyLimitCents: 'monthly_limit_cents',
  hardCapCents: 'hard_cap_cents',
};

/** Sets or clears the team's limits, with its audit entry; answers the budget after the change. */
export async function setTeamLimits(
  db: PrismaClient,
  orgId: string,
  teamId: string,
  change: TeamLimitsChange,
  audit: AuditContext,
): Promise<TeamBudget> {
  return db.$transaction(async (tx) => {
    await findTeam(tx, orgId, teamId);
    const team = await tx.team.update({ where: { id: teamId }, data: change });
    await appendAudit(tx, orgId, audit, {
      action: 'team.limits_updated',
      target: { type: 'team', id: teamId },
      details: Object.fromEntries(
        Object.entries(change).map(([field, value]) => [LIMIT_FIELDS[field as keyof TeamLimitsChange], value === null ? null : Number(value)]),
      ),
    });
    return budgetOfTeam(tx, team, new Date());
  });
}

/**
 * Moves spending rights from the team's workspace into its pool. The workspace's wallet row is
 * locked first, so concurrent pool allocations of a workspace take turns; what the workspace can
 * still give is its available balance less what its teams' pools hold unspent (each pool less its
 * live total spend, which includes the holds of dispatches in flight, themselves already in
 * held_cents). Asking more is `insufficient_pool`, and nothing changes.
 */
export async function allocateToPool(
  db: PrismaClient,
  orgId: string,
  teamId: string,
  amountCents: bigint,
  audit: AuditContext,
): Promise<TeamBudget> {
  return db.$transaction(async (tx) => {
    const { workspaceId } = await findTeam(tx, orgId, teamId);
    const [wallet] = await tx.$queryRaw<{ balance_cents: bigint; held_cents: bigint }[]>`
      SELECT balance_cents, held_cents FROM wallets WHERE workspace_id = ${workspaceId} FOR UPDATE`;
    if (!wallet) throw new Error(`workspace ${workspaceId} has no wallet`);
    // Read after the lock: every pool change of the workspace commits under it, so this sees them all.
    const teams = await tx.team.findMany({ where: { workspaceId }, select: { id: true, poolCents: true } });
    const spent = await readCounters(tx, 'live', teams.map((team) => COUNTERS.teamTotalCents(team.id)));
    const pooled = teams.reduce((sum, team, i) => sum + (team.poolCents > spent[i]! ? team.poolCents - spent[i]! : 0n), 0n);
    const available = wallet.balance_cents - wallet.held_cents - pooled;
    if (amountCents > available) {
      throw new DomainError(
        'insufficient_pool',
        `The workspace can give ${Math.max(0, Number(available))} cents: balance ${wallet.balance_cents}, held by requests in flight ${wallet.held_cents}, unspent in team pools ${pooled}; asked ${amountCents}`,
      );
    }
    const team = await tx.team.update({ where: { id: teamId }, data: { poolCents: { increment: amountCents } } });
    await appendAudit(tx, orgId, audit, {
      action: 'team.pool_allocated',
      target: { type: 'team', id: teamId },
      details: { amount_cents: Number(amountCents), pool_cents: Number(team.poolCents) },
    });
    return budgetOfTeam(tx, team, new Date());
  });
}
