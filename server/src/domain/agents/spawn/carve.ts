import { Prisma } from '../../../generated/prisma/client.js';
import type { KeyMode } from '../../../generated/prisma/enums.js';
import { capInModeSql, COUNTERS } from '../../dispatch/budgets.js';
import { readHeadroom } from '../../usage/headroom.js';
import { DomainError } from '../../errors.js';

/**
 * Takes `cents` from the parent's monthly cap for a child being spawned with a key of `mode`,
 * inside the spawn's transaction; the cents it took, or null when the parent has no cap (then
 * lendFromHeadroom decides). A live key's spawn lowers the cap itself, which may not fall below
 * what the parent has spent this month in either mode (the one cap bounds both). A test key's spawn lowers only the
 * parent's test-mode cap (`test_carved_cents`, capInMode in dispatch/budgets.ts), which may not
 * fall below its test-mode spend: it answers as a live spawn would, and the live cap is untouched.
 * Asking more is 409 `insufficient_pool`, in either mode.
 *
 * Exact under concurrency, in the admission statement's lock order (budgets.ts: counters, then
 * the agent's row): the parent's month counters are locked first, so that a spend in flight is
 * committed and counted before the cap is compared with it, and concurrent spawns of either mode
 * take their turns; then one conditional UPDATE of the parent's row lowers the cap, or raises
 * `test_carved_cents`, which an admission in flight re-reads under its own row lock (its
 * `agent_cap` check) before it is admitted.
 */
export async function carveFromParent(
  tx: Prisma.TransactionClient,
  parent: { id: string; orgId: string },
  cents: bigint,
  mode: KeyMode,
  operations: string[],
  now = new Date(),
): Promise<bigint | null> {
  const counter = COUNTERS.agentCents(parent.id, now);
  await tx.$executeRaw`
    INSERT INTO usage_counters (org_id, scope, period, mode, value)
    VALUES (${parent.orgId}, ${counter.scope}, ${counter.period}, 'live', 0), (${parent.orgId}, ${counter.scope}, ${counter.period}, 'test', 0)
    ON CONFLICT (scope, period, mode) DO NOTHING`;
  const [spent] = await tx.$queryRaw<{ value: bigint }[]>`
    SELECT ${mode === 'live' ? Prisma.sql`max(value)` : Prisma.sql`max(value) FILTER (WHERE mode = 'test')`} AS value FROM (
      SELECT value, mode FROM usage_counters WHERE scope = ${counter.scope} AND period = ${counter.period} FOR UPDATE
    ) locked`;
  const cap = capInModeSql('', mode);
  const [row] = await tx.$queryRaw<{ cap: bigint | null; carved: boolean }[]>`
    WITH carved AS (
      UPDATE agents SET ${mode === 'live' ? Prisma.sql`monthly_budget_cents = monthly_budget_cents - ${cents}::bigint` : Prisma.sql`test_carved_cents = test_carved_cents + ${cents}::bigint`}
      WHERE id = ${parent.id} AND monthly_budget_cents IS NOT NULL AND ${cap} - ${cents}::bigint >= ${spent!.value}::bigint
      RETURNING 1
    )
    SELECT ${cap} AS cap, EXISTS (SELECT 1 FROM carved) AS carved FROM agents WHERE id = ${parent.id}`;
  if (row!.cap === null) {
    await lendFromHeadroom(tx, parent, operations, cents, mode, now);
    return null;
  }
  if (!row!.carved) {
    const left = row!.cap > spent!.value ? row!.cap - spent!.value : 0n;
    const which = mode === 'live' ? 'monthly cap' : 'monthly cap in test mode (less what test-key spawns carved)';
    throw new DomainError(
      'insufficient_pool',
      `The parent's ${which} is ${row!.cap} cents with ${spent!.value} spent this month: ${left} cents are left to carve, ${cents} asked`,
    );
  }
  return cents;
}

/**
 * A parent without a monthly cap lends the child's budget from what it may itself spend this
 * month in the key's mode, as GET /agents/me shows it (usage/headroom.ts): the wallet's
 * balance less what is held, its team's month and pool, its owner's allocation, and, when the
 * parent's binding for each of the child's services sets a monthly budget, what those have left
 * together. The child's cap may not exceed the least of them: else 409 `insufficient_pool`
 * naming it. Nothing is written: every request of the child is held on those same counters and
 * that same wallet at its admission (the parent's binding included, family.ts), exactly under
 * concurrency, so the family never spends more than the parent could, however many children spawn.
 */
async function lendFromHeadroom(
  tx: Prisma.TransactionClient,
  parent: { id: string; orgId: string },
  operations: string[],
  cents: bigint,
  mode: KeyMode,
  now: Date,
): Promise<void> {
  const headroom = await readHeadroom(tx, parent.orgId, parent.id, mode, now);
  const { balanceCents, heldCents } = headroom.wallet;
  const sources: [string, bigint | null][] = [
    ["the workspace's wallet", balanceCents > heldCents ? balanceCents - heldCents : 0n],
    ["its team's month", headroom.team?.month.remaining ?? null],
    ["its team's pool", headroom.team?.total.remaining ?? null],
    ["its owner's allocation from the team pool", headroom.worker?.allocation.remaining ?? null],
  ];
  const lending = headroom.bindings.filter((binding) => operations.includes(binding.operation)).map((binding) => binding.month.remaining);
  if (lending.every((remaining) => remaining !== null)) {
    sources.push(["the total of its bindings for the child's services", lending.reduce<bigint>((sum, remaining) => sum + remaining!, 0n)]);
  }
  for (const [name, left] of sources) {
    if (left !== null && cents > left) {
      throw new DomainError(
        'insufficient_pool',
        `The parent has no monthly cap, so the child's budget comes out of what it may spend this month: ${name} has ${left} cents left, ${cents} asked`,
      );
    }
  }
}

/**
 * Gives the unspent part of a deleted spawned agent's carve back to its parent, inside the
 * delete's transaction: what it carved less what it spent this month, never below 0, so that the
 * family's month never spends more than the parent's cap allowed before the spawn. A live carve
 * (counted in either mode, as carveFromParent counts the parent's, its holds in flight included)
 * goes back to the parent's cap; a test carve (counted in test mode) to its test-mode cap. The
 * cents given, or null when there was nothing to give (no carve, or the parent has since lost
 * its cap). The delete holds the child's row FOR UPDATE (`lockAgent` in agents.ts), so no
 * admission of the child adds to its counters meanwhile; a settle that releases part of a hold
 * only lowers them, and the part it frees stays with nobody.
 */
export async function returnCarve(
  tx: Prisma.TransactionClient,
  child: { id: string; parentAgentId: string | null; carvedCents: bigint | null; carveMode: KeyMode | null },
  now = new Date(),
): Promise<bigint | null> {
  if (child.parentAgentId === null || child.carvedCents === null) return null;
  const counter = COUNTERS.agentCents(child.id, now);
  const test = child.carveMode === 'test';
  const [spent] = await tx.$queryRaw<{ value: bigint }[]>`
    SELECT coalesce(max(value), 0)::bigint AS value FROM usage_counters
    WHERE scope = ${counter.scope} AND period = ${counter.period}${test ? Prisma.sql` AND mode = 'test'` : Prisma.empty}`;
  const unspent = child.carvedCents > spent!.value ? child.carvedCents - spent!.value : 0n;
  const given = await tx.$executeRaw`
    UPDATE agents SET ${test ? Prisma.sql`test_carved_cents = greatest(test_carved_cents - ${unspent}::bigint, 0)` : Prisma.sql`monthly_budget_cents = monthly_budget_cents + ${unspent}::bigint`}
    WHERE id = ${child.parentAgentId} AND monthly_budget_cents IS NOT NULL`;
  return given > 0 ? unspent : null;
}
