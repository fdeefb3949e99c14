import { Prisma, type Agent, type ServiceBinding } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';

export type BudgetBlock = 'daily_limit_exceeded' | 'monthly_budget_exceeded' | 'agent_budget_exceeded' | 'insufficient_balance';

/** Where a hold went: settling adjusts exactly these, in the periods of the admission. */
export interface Reservation {
  mode: KeyMode;
  cents: string;
  /** Counter scopes with the period they were counted in. */
  dailyRequests: { scope: string; period: string } | null;
  bindingCents: { scope: string; period: string } | null;
  agentCents: { scope: string; period: string } | null;
  walletId: string | null;
}

export interface Limits {
  orgId: string;
  mode: KeyMode;
  bindingId: string;
  dailyLimit: number | null;
  bindingMonthlyCents: bigint | null;
  agentId: string;
  agentMonthlyCents: bigint | null;
  /** The wallet to hold from; null in test mode, which never touches the balance. */
  walletId: string | null;
}

/**
 * The limits a request of `mode` meets: its binding's and agent's, and in live mode the
 * organization's default wallet (test mode never touches the balance).
 */
export async function limitsFor(
  tx: Prisma.TransactionClient,
  orgId: string,
  mode: KeyMode,
  binding: ServiceBinding,
  agent: Agent,
): Promise<Limits> {
  const wallet =
    mode === 'live' ? await tx.wallet.findFirst({ where: { orgId, workspace: { isDefault: true } }, select: { id: true } }) : null;
  return {
    orgId,
    mode,
    bindingId: binding.id,
    dailyLimit: binding.dailyLimit,
    bindingMonthlyCents: binding.monthlyBudgetCents,
    agentId: agent.id,
    agentMonthlyCents: agent.monthlyBudgetCents,
    walletId: wallet?.id ?? null,
  };
}

const day = (now: Date) => now.toISOString().slice(0, 10);
const month = (now: Date) => now.toISOString().slice(0, 7);

/** Which counters and wallet a hold of `cents` goes to under these limits: every limit that is set. */
export function planReservation(limits: Limits, cents: bigint, now = new Date()): Reservation {
  return {
    mode: limits.mode,
    cents: cents.toString(),
    dailyRequests: limits.dailyLimit !== null ? { scope: `binding:${limits.bindingId}:requests`, period: day(now) } : null,
    bindingCents: limits.bindingMonthlyCents !== null ? { scope: `binding:${limits.bindingId}:cents`, period: month(now) } : null,
    agentCents: limits.agentMonthlyCents !== null ? { scope: `agent:${limits.agentId}:cents`, period: month(now) } : null,
    walletId: limits.walletId !== null && cents > 0n ? limits.walletId : null,
  };
}

/** One conditional write of a reservation: a row RETURNING when it held, none when its limit refused. */
export interface Hold {
  /** Its name as a CTE of the admission statement. */
  name: string;
  block: BudgetBlock;
  sql: Prisma.Sql;
}

/**
 * The conditional writes that hold a planned reservation, in the spec's order (binding daily
 * count, binding monthly cents, agent monthly cap, wallet), each one atomic statement: a counter
 * grows only if it stays within its limit, a first count included, and concurrent requests
 * serialise on its row and see each other's increments. The wallet, the one row every request of
 * an organization contends for, comes last, so its lock is held for as short a time as possible.
 * With `onlyIf` (a CTE of the same statement), each writes only when that CTE returned a row.
 */
export function holdStatements(limits: Limits, plan: Reservation, onlyIf?: Prisma.Sql): Hold[] {
  const { orgId, mode } = limits;
  const cents = BigInt(plan.cents);
  const guard = onlyIf ? Prisma.sql` AND EXISTS (SELECT 1 FROM ${onlyIf})` : Prisma.empty;
  const bump = (counter: { scope: string; period: string }, delta: bigint, limit: bigint) => Prisma.sql`
    INSERT INTO usage_counters (org_id, scope, period, mode, value)
    SELECT ${orgId}::text, ${counter.scope}::text, ${counter.period}::text, ${mode}::"KeyMode", ${delta}::bigint
    WHERE ${delta}::bigint <= ${limit}::bigint${guard}
    ON CONFLICT (scope, period, mode) DO UPDATE SET value = usage_counters.value + ${delta}::bigint
    WHERE usage_counters.value + ${delta}::bigint <= ${limit}::bigint
    RETURNING 1`;
  const holds: Hold[] = [];
  if (plan.dailyRequests) {
    holds.push({ name: 'daily', block: 'daily_limit_exceeded', sql: bump(plan.dailyRequests, 1n, BigInt(limits.dailyLimit!)) });
  }
  if (plan.bindingCents) {
    holds.push({ name: 'binding_cents', block: 'monthly_budget_exceeded', sql: bump(plan.bindingCents, cents, limits.bindingMonthlyCents!) });
  }
  if (plan.agentCents) {
    holds.push({ name: 'agent_cents', block: 'agent_budget_exceeded', sql: bump(plan.agentCents, cents, limits.agentMonthlyCents!) });
  }
  if (plan.walletId) {
    holds.push({
      name: 'wallet',
      block: 'insufficient_balance',
      sql: Prisma.sql`
        UPDATE wallets SET held_cents = held_cents + ${cents}::bigint
        WHERE id = ${plan.walletId} AND balance_cents - held_cents >= ${cents}::bigint${guard}
        RETURNING 1`,
    });
  }
  return holds;
}

/**
 * Holds a planned reservation, one statement after the other, and returns the first limit that
 * refuses; the caller rolls back to a savepoint taken before.
 */
export async function reserve(tx: Prisma.TransactionClient, limits: Limits, plan: Reservation): Promise<BudgetBlock | null> {
  for (const hold of holdStatements(limits, plan)) {
    if ((await tx.$queryRaw<unknown[]>(hold.sql)).length === 0) return hold.block;
  }
  return null;
}
