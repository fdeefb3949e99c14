import type { Prisma } from '../generated/prisma/client.js';
import { COUNTERS } from './dispatch/budgets.js';
import { DomainError } from './errors.js';

/**
 * Takes `cents` from the parent's monthly cap for a child being spawned, inside the spawn's
 * transaction; the cents it took, or null when the parent has no cap (nothing to carve from: the
 * child gets its cap, the parent stays uncapped). The cap may not fall below what the parent has
 * spent this month (either mode): asking more is 409 `insufficient_pool`.
 *
 * Exact under concurrency, in the admission statement's lock order (budgets.ts: counters, then
 * the agent's row): the parent's month counters are locked first, so that a spend in flight is
 * committed and counted before the cap is compared with it, and concurrent spawns take their turns;
 * then the cap is lowered by one conditional UPDATE, which an admission in flight re-reads under its
 * own row lock (its `agent_cap` check) before it is admitted.
 */
export async function carveFromParent(
  tx: Prisma.TransactionClient,
  parent: { id: string; orgId: string },
  cents: bigint,
  now = new Date(),
): Promise<bigint | null> {
  const counter = COUNTERS.agentCents(parent.id, now);
  await tx.$executeRaw`
    INSERT INTO usage_counters (org_id, scope, period, mode, value)
    VALUES (${parent.orgId}, ${counter.scope}, ${counter.period}, 'live', 0), (${parent.orgId}, ${counter.scope}, ${counter.period}, 'test', 0)
    ON CONFLICT (scope, period, mode) DO NOTHING`;
  const [spent] = await tx.$queryRaw<{ value: bigint }[]>`
    SELECT max(value) AS value FROM (
      SELECT value FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period} FOR UPDATE
    ) locked`;
  const [row] = await tx.$queryRaw<{ cap: bigint | null; carved: boolean }[]>`
    WITH carved AS (
      UPDATE agents SET monthly_budget_cents = monthly_budget_cents - ${cents}::bigint
      WHERE id = ${parent.id} AND monthly_budget_cents IS NOT NULL AND monthly_budget_cents - ${cents}::bigint >= ${spent!.value}::bigint
      RETURNING 1
    )
    SELECT monthly_budget_cents AS cap, EXISTS (SELECT 1 FROM carved) AS carved FROM agents WHERE id = ${parent.id}`;
  if (row!.cap === null) return null;
  if (!row!.carved) {
    const left = row!.cap - spent!.value;
    throw new DomainError(
      'insufficient_pool',
      `The parent's monthly cap is ${row!.cap} cents with ${spent!.value} spent this month: ${left} cents are left to carve, ${cents} asked`,
    );
  }
  return cents;
}

/**
 * Gives the unspent part of a deleted spawned agent's carve back to its parent's monthly cap,
 * inside the delete's transaction: what it carved less what it spent this month (either mode, as
 * carveFromParent counts the parent's, its holds in flight included), never below 0, so that the
 * family's month never spends more than the parent's cap allowed before the spawn. The cents
 * given, or null when there was nothing to give (no carve, or the parent has since lost its cap).
 * The delete holds the child's row FOR UPDATE (`lockAgent` in agents.ts), so no admission of the
 * child adds to its counters meanwhile; a settle that releases part of a hold only lowers them, and
 * the part it frees stays with nobody.
 */
export async function returnCarve(
  tx: Prisma.TransactionClient,
  child: { id: string; parentAgentId: string | null; carvedCents: bigint | null },
  now = new Date(),
): Promise<bigint | null> {
  if (child.parentAgentId === null || child.carvedCents === null) return null;
  const counter = COUNTERS.agentCents(child.id, now);
  const [spent] = await tx.$queryRaw<{ value: bigint }[]>`
    SELECT coalesce(max(value), 0)::bigint AS value FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period}`;
  const unspent = child.carvedCents > spent!.value ? child.carvedCents - spent!.value : 0n;
  const given = await tx.$executeRaw`
    UPDATE agents SET monthly_budget_cents = monthly_budget_cents + ${unspent}::bigint
    WHERE id = ${child.parentAgentId} AND monthly_budget_cents IS NOT NULL`;
  return given > 0 ? unspent : null;
}
