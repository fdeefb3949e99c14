import type { Agent, Prisma, ServiceBinding } from '../../generated/prisma/client.js';
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

/**
 * Adds `delta` to a counter if the result stays within `limit`, in one atomic statement; concurrent
 * requests serialise on the row and each sees the others' increments.
 */
async function bump(
  tx: Prisma.TransactionClient,
  orgId: string,
  counter: { scope: string; period: string },
  mode: KeyMode,
  delta: bigint,
  limit: bigint,
): Promise<boolean> {
  if (delta > limit) return false;
  const rows = await tx.$queryRaw<unknown[]>`
    INSERT INTO usage_counters (org_id, scope, period, mode, value)
    VALUES (${orgId}, ${counter.scope}, ${counter.period}, ${mode}::"KeyMode", ${delta})
    ON CONFLICT (scope, period, mode) DO UPDATE SET value = usage_counters.value + ${delta}
    WHERE usage_counters.value + ${delta} <= ${limit}
    RETURNING value`;
  return rows.length > 0;
}

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

/**
 * Holds a planned reservation against every limit in the spec's order (binding daily count,
 * binding monthly cents, agent monthly cap, wallet) and returns the first that refuses; the
 * caller rolls back to a savepoint taken before. The wallet, the one row every request of an
 * organization contends for, comes last, so its lock is held for as short a time as possible.
 */
export async function reserve(tx: Prisma.TransactionClient, limits: Limits, plan: Reservation): Promise<BudgetBlock | null> {
  const { orgId, mode } = limits;
  const cents = BigInt(plan.cents);
  if (plan.dailyRequests && !(await bump(tx, orgId, plan.dailyRequests, mode, 1n, BigInt(limits.dailyLimit!)))) {
    return 'daily_limit_exceeded';
  }
  if (plan.bindingCents && !(await bump(tx, orgId, plan.bindingCents, mode, cents, limits.bindingMonthlyCents!))) {
    return 'monthly_budget_exceeded';
  }
  if (plan.agentCents && !(await bump(tx, orgId, plan.agentCents, mode, cents, limits.agentMonthlyCents!))) {
    return 'agent_budget_exceeded';
  }
  if (plan.walletId) {
    const held = await tx.$executeRaw`
      UPDATE wallets SET held_cents = held_cents + ${cents}
      WHERE id = ${plan.walletId} AND balance_cents - held_cents >= ${cents}`;
    if (held === 0) return 'insufficient_balance';
  }
  return null;
}
