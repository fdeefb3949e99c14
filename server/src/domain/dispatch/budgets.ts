import type { Prisma } from '../../generated/prisma/client.js';
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

async function adjust(tx: Prisma.TransactionClient, counter: { scope: string; period: string }, mode: KeyMode, delta: bigint) {
  if (delta === 0n) return;
  await tx.$executeRaw`
    UPDATE usage_counters SET value = value + ${delta}
    WHERE scope = ${counter.scope} AND period = ${counter.period} AND mode = ${mode}::"KeyMode"`;
}

/**
 * Holds `cents` against every limit in the spec's order (binding daily count, binding monthly cents,
 * agent monthly cap, wallet). Returns the first limit that refuses, having changed nothing only if
 * the caller rolls back to a savepoint taken before; counters without a limit are not kept.
 */
export async function reserve(
  tx: Prisma.TransactionClient,
  limits: Limits,
  cents: bigint,
  now = new Date(),
): Promise<{ reservation: Reservation } | { blocked: BudgetBlock }> {
  const { orgId, mode } = limits;
  const reservation: Reservation = {
    mode,
    cents: cents.toString(),
    dailyRequests: null,
    bindingCents: null,
    agentCents: null,
    walletId: null,
  };
  if (limits.dailyLimit !== null) {
    const counter = { scope: `binding:${limits.bindingId}:requests`, period: day(now) };
    if (!(await bump(tx, orgId, counter, mode, 1n, BigInt(limits.dailyLimit)))) return { blocked: 'daily_limit_exceeded' };
    reservation.dailyRequests = counter;
  }
  if (limits.bindingMonthlyCents !== null) {
    const counter = { scope: `binding:${limits.bindingId}:cents`, period: month(now) };
    if (!(await bump(tx, orgId, counter, mode, cents, limits.bindingMonthlyCents))) return { blocked: 'monthly_budget_exceeded' };
    reservation.bindingCents = counter;
  }
  if (limits.agentMonthlyCents !== null) {
    const counter = { scope: `agent:${limits.agentId}:cents`, period: month(now) };
    if (!(await bump(tx, orgId, counter, mode, cents, limits.agentMonthlyCents))) return { blocked: 'agent_budget_exceeded' };
    reservation.agentCents = counter;
  }
  if (limits.walletId !== null && cents > 0n) {
    const held = await tx.$executeRaw`
      UPDATE wallets SET held_cents = held_cents + ${cents}
      WHERE id = ${limits.walletId} AND balance_cents - held_cents >= ${cents}`;
    if (held === 0) return { blocked: 'insufficient_balance' };
    reservation.walletId = limits.walletId;
  }
  return { reservation };
}

/**
 * Turns a hold into what was spent: `spentCents` (at most the hold) is debited from the wallet and
 * stays on the cents counters, the rest is released; a request that did not execute
 * (`executed: false`) also gives its daily count back.
 */
export async function settleReservation(
  tx: Prisma.TransactionClient,
  reservation: Reservation,
  spentCents: bigint,
  executed: boolean,
): Promise<void> {
  const held = BigInt(reservation.cents);
  const release = spentCents - held;
  if (reservation.dailyRequests && !executed) await adjust(tx, reservation.dailyRequests, reservation.mode, -1n);
  if (reservation.bindingCents) await adjust(tx, reservation.bindingCents, reservation.mode, release);
  if (reservation.agentCents) await adjust(tx, reservation.agentCents, reservation.mode, release);
  if (reservation.walletId) {
    await tx.$executeRaw`
      UPDATE wallets SET held_cents = held_cents - ${held}, balance_cents = balance_cents - ${spentCents}
      WHERE id = ${reservation.walletId}`;
  }
}
