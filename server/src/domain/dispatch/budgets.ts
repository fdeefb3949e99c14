import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import { budgetLevel, STATEMENT_REFUSALS, type BudgetLevel, type BudgetLevelName, type StatementRefusal } from './budget-levels.js';

/**
 * A team's limits on a dispatch: per UTC day and month when set, and in total: the pool (rights
 * moved into the team) and the hard cap, whichever is lower.
 */
export interface TeamLimits {
  id: string;
  dailyCents: bigint | null;
  monthlyCents: bigint | null;
  totalCents: bigint;
}

/** Where a hold went: settling adjusts exactly these, in the periods of the admission. */
export interface Reservation {
  mode: KeyMode;
  /** The worst case at the live price, in both modes: what the counters hold. */
  cents: string;
  /** Counter scopes with the period they were counted in. */
  dailyRequests: Counter | null;
  bindingCents: Counter | null;
  /** The same two counters of each ancestor's binding that sets them, parent first: present only for a spawned agent. */
  ancestorDailyRequests?: Counter[];
  ancestorBindingCents?: Counter[];
  agentCents: Counter | null;
  /** The agent's team's counters and its worker's: present only when the agent has them. */
  teamDayCents?: Counter;
  teamMonthCents?: Counter;
  teamTotalCents?: Counter;
  workerCents?: Counter;
  /** The delegated task's cents, in total: present when the request is made for a task. */
  taskCents?: Counter;
  /** The wallet the cents are held from: live mode only. */
  walletId: string | null;
  /** The wallet whose balance must cover the cents without holding them: test mode. */
  walletCheckId?: string | null;
}

export interface Limits {
  orgId: string;
  mode: KeyMode;
  bindingId: string;
  dailyLimit: number | null;
  bindingMonthlyCents: bigint | null;
  /**
   * The bindings for the operation of the agents it was spawned from, parent first: a family
   * shares its parent's daily and monthly limits, so a child's request counts on each of them as
   * on its own (spawning does not multiply them, agents/family.ts).
   */
  ancestors: { agentId: string; bindingId: string; dailyLimit: number | null; bindingMonthlyCents: bigint | null }[];
  agentId: string;
  agentMonthlyCents: bigint | null;
  /** The agent's workspace's wallet: held from in live mode, only checked in test mode. */
  walletId: string | null;
  /** The agent's team, whose spend is always counted (per day, month and in total) and held within its limits. */
  team: TeamLimits | null;
  /** The agent's owner as a worker of its team: their spend is counted and held within their allocation. */
  worker: { teamId: string; userId: string; allocationCents: bigint } | null;
  /** The delegated task the request is made for: its spend is held within its cap. */
  task: { id: string; budgetCents: bigint } | null;
}

/** One row of `usage_counters` (with the request's mode): what a limit counts, in one period. */
export interface Counter {
  scope: string;
  period: string;
}

/** The period a counter of `period` counts in at `now`: its UTC day, its UTC month, or `total` (never resets: a pool or an allocation is spent once). */
function periodAt(period: BudgetLevel['period'], now: Date): string {
  if (period === 'day') return now.toISOString().slice(0, 10);
  if (period === 'month') return now.toISOString().slice(0, 7);
  return 'total';
}

/** The counter of level `name` for the owner `ids` at `now`: `<scope>:<ids>:<unit>` in the level's period (budget-levels.ts). */
function counterOf(name: Exclude<BudgetLevelName, 'wallet'>, ids: string[], now = new Date()): Counter {
  const level = budgetLevel(name);
  return { scope: [level.scope, ...ids, level.unit].join(':'), period: periodAt(level.period, now) };
}

/**
 * The counter each limit is held on at `now`, one per counted level of budget-levels.ts (its
 * `counter`): the one place scopes and periods are made, for holding (planReservation) and for
 * reading what is left (readCounters) alike.
 */
export const COUNTERS = {
  dailyRequests: (bindingId: string, now: Date) => counterOf('binding_day', [bindingId], now),
  bindingCents: (bindingId: string, now: Date) => counterOf('binding_month', [bindingId], now),
  agentCents: (agentId: string, now: Date) => counterOf('agent', [agentId], now),
  teamDayCents: (teamId: string, now: Date) => counterOf('team_day', [teamId], now),
  teamMonthCents: (teamId: string, now: Date) => counterOf('team_month', [teamId], now),
  teamTotalCents: (teamId: string) => counterOf('team_total', [teamId]),
  workerCents: (teamId: string, userId: string) => counterOf('worker', [teamId, userId]),
  taskCents: (taskId: string) => counterOf('task', [taskId]),
} satisfies Record<NonNullable<BudgetLevel['counter']>, (...args: never[]) => Counter>;

/**
 * An agent's monthly cap in `mode`: the cap itself live; in test mode the cap less what its
 * test-key spawns carved (../agents/spawn/carve.ts), never below 0, so that a test spawn leaves the live
 * cap alone and still lowers what the agent may spend as a live spawn would. Null: no cap.
 */
export function capInMode(agent: { monthlyBudgetCents: bigint | null; testCarvedCents: bigint }, mode: KeyMode): bigint | null {
  if (agent.monthlyBudgetCents === null || mode === 'live') return agent.monthlyBudgetCents;
  const left = agent.monthlyBudgetCents - agent.testCarvedCents;
  return left > 0n ? left : 0n;
}

/** capInMode as SQL on an agents row, its columns prefixed by `alias` (e.g. "a."). */
export function capInModeSql(alias: string, mode: KeyMode): Prisma.Sql {
  const cap = Prisma.raw(`${alias}monthly_budget_cents`);
  // greatest() skips a NULL, so the CASE keeps an absent cap absent.
  return mode === 'live' ? cap : Prisma.sql`CASE WHEN ${cap} IS NULL THEN NULL ELSE greatest(${cap} - ${Prisma.raw(`${alias}test_carved_cents`)}, 0) END`;
}

/** What a team may spend in all: the rights in its pool, or its hard cap when that is lower. */
export function teamTotalLimit(poolCents: bigint, hardCapCents: bigint | null): bigint {
  return hardCapCents !== null && hardCapCents < poolCents ? hardCapCents : poolCents;
}

/**
 * What each counter has counted in `mode`, in the order given (0 for a counter never written): the
 * one reader of usage_counters, in one query, for every view of what is spent and left.
 */
export async function readCounters(
  db: PrismaClient | Prisma.TransactionClient,
  mode: KeyMode,
  counters: readonly Counter[],
): Promise<bigint[]> {
  if (counters.length === 0) return [];
  const keys = Prisma.join(counters.map((counter) => Prisma.sql`(${counter.scope}::text, ${counter.period}::text)`));
  const rows = await db.$queryRaw<{ scope: string; period: string; value: bigint }[]>`
    SELECT scope, period, value FROM usage_counters
    WHERE mode = ${mode}::"KeyMode" AND (scope, period) IN (${keys})`;
  const values = new Map(rows.map((row) => [`${row.scope}\n${row.period}`, row.value]));
  return counters.map((counter) => values.get(`${counter.scope}\n${counter.period}`) ?? 0n);
}

/** The ancestors whose binding sets each limit, parent first: what planReservation counts and admissionChecks holds, index for index. */
function ancestorsLimiting(limits: Limits) {
  return {
    ancestorDaily: limits.ancestors.filter((ancestor) => ancestor.dailyLimit !== null),
    ancestorCents: limits.ancestors.filter((ancestor) => ancestor.bindingMonthlyCents !== null),
  };
}

/**
 * Which counters and wallet a hold of `cents` goes to under these limits: every limit that is
 * set, and a team's and its worker's counters whenever the agent has them (their spend is shown
 * whether or not a limit is set), on the counters of the request's mode. Live mode holds the
 * cents from the wallet; test mode only checks that the wallet's balance covers them, and never
 * touches it.
 */
export function planReservation(limits: Limits, cents: bigint, now = new Date()): Reservation {
  const wallet = limits.walletId !== null && cents > 0n ? limits.walletId : null;
  const { ancestorDaily, ancestorCents } = ancestorsLimiting(limits);
  return {
    mode: limits.mode,
    cents: cents.toString(),
    dailyRequests: limits.dailyLimit !== null ? COUNTERS.dailyRequests(limits.bindingId, now) : null,
    bindingCents: limits.bindingMonthlyCents !== null ? COUNTERS.bindingCents(limits.bindingId, now) : null,
    ...(ancestorDaily.length > 0 ? { ancestorDailyRequests: ancestorDaily.map((ancestor) => COUNTERS.dailyRequests(ancestor.bindingId, now)) } : {}),
    ...(ancestorCents.length > 0 ? { ancestorBindingCents: ancestorCents.map((ancestor) => COUNTERS.bindingCents(ancestor.bindingId, now)) } : {}),
    agentCents: limits.agentMonthlyCents !== null ? COUNTERS.agentCents(limits.agentId, now) : null,
    ...(limits.team
      ? {
          teamDayCents: COUNTERS.teamDayCents(limits.team.id, now),
          teamMonthCents: COUNTERS.teamMonthCents(limits.team.id, now),
          teamTotalCents: COUNTERS.teamTotalCents(limits.team.id),
        }
      : {}),
    ...(limits.worker ? { workerCents: COUNTERS.workerCents(limits.worker.teamId, limits.worker.userId) } : {}),
    ...(limits.task ? { taskCents: COUNTERS.taskCents(limits.task.id) } : {}),
    walletId: limits.mode === 'live' ? wallet : null,
    ...(limits.mode === 'test' && wallet ? { walletCheckId: wallet } : {}),
  };
}

/** `value <= limit` in SQL, or true when there is no limit. */
function within(value: bigint | Prisma.Sql, limit: bigint | null): Prisma.Sql {
  if (limit === null) return Prisma.sql`true`;
  return typeof value === 'bigint' ? Prisma.sql`${value}::bigint <= ${limit}::bigint` : Prisma.sql`${value} <= ${limit}::bigint`;
}

/**
 * What a refusal by the wallet reads of it: what is available, as last committed (the function's
 * own snapshot, see its migration), without a lock: every live request of the organization
 * contends for this row, and a refused one should not wait on it to word its answer.
 */
function available(walletId: string): Prisma.Sql {
  return Prisma.sql`SELECT proctor_wallet_available(${walletId}::text)`;
}

/**
 * One step of the admission statement, which it takes as a CTE of that name: a conditional write
 * of a reservation, or the agent's locked read, each returning a row when it held and none when
 * it refused, for `block`.
 */
interface Check {
  name: string;
  block: StatementRefusal;
  /** Built when the statement is (admissionStatement): exceededAlone reads the steps without it. */
  sql: () => Prisma.Sql;
  /** The budget level the step holds, for telling a refusal by it what limit it met (refusedLimit). */
  limit?: Omit<RefusedLimit, 'used'>;
  /**
   * What is used of that limit, as SQL the refusal alone evaluates (a CASE branch's sub-select runs
   * only when taken): an admitted request's statement plans it and never runs it.
   */
  used?: Prisma.Sql;
}

/** The limit a request met: its level (budget-levels.ts), the agent whose binding or cap it is (null for a team's, a worker's, a task's or the wallet's) and its value (null: the wallet, whose balance is no set limit). */
export interface RefusedLimit {
  level: BudgetLevelName;
  agentId: string | null;
  value: bigint | null;
  /** What the request would have added to it: its worst case in cents, or 1 request. */
  amount: bigint;
  /** What was used of it when the statement refused, in its unit (the wallet: what was available, its balance less what is held); null when the statement did not say. */
  used: bigint | null;
}

/**
 * The steps that admit a planned reservation, in the order of the budget levels (budget-levels.ts:
 * binding daily count, binding monthly cents, each also on the bindings of the agents it was
 * spawned from, agent monthly cap, the team's day, month and total, the worker's allocation, the
 * delegated task's budget, then the agent itself and those it was spawned from, then the wallet:
 * the spec's hierarchy), each step named after its level and refused with its reason, each one atomic
 * statement: a counter grows only if it stays within its limit, a first count included, and
 * concurrent requests serialise on its row and see each other's increments. The agent is found
 * still active and not deleted under FOR KEY SHARE, the lock its request's foreign key takes
 * anyway, which a pause or delete waits on (`lockAgent` in ../agents/agents.ts): once either has
 * answered, no request of the agent is admitted; its row lock makes its state current (a change
 * committed since this statement's snapshot is seen, one in progress is waited for). It comes
 * after the counters so that a refusal by a counter locks nothing more, and before the wallet,
 * the one row every live request of an organization contends for, held for as short a time as
 * possible. Each step writes only when the `request` CTE of the same statement returned a row.
 */
function admissionChecks(limits: Limits, plan: Reservation, debit = false): Check[] {
  const { orgId, mode } = limits;
  const cents = BigInt(plan.cents);
  const guard = Prisma.sql` AND EXISTS (SELECT 1 FROM request)`;
  // A null limit counts without limiting: the counter grows whatever its value.
  const bump = (counter: Counter, delta: bigint, limit: bigint | null) => Prisma.sql`
    INSERT INTO usage_counters (org_id, scope, period, mode, value)
    SELECT ${orgId}::text, ${counter.scope}::text, ${counter.period}::text, ${mode}::"KeyMode", ${delta}::bigint
    WHERE ${within(delta, limit)}${guard}
    ON CONFLICT (scope, period, mode) DO UPDATE SET value = usage_counters.value + ${delta}::bigint
    WHERE ${within(Prisma.sql`usage_counters.value + ${delta}::bigint`, limit)}
    RETURNING value`;
  // What a refusal reads of a counter: in a snapshot of its own (the function's, see its migration),
  // the row as the refused write found and locked it, a count committed since the statement's
  // snapshot included.
  const counted = (counter: Counter) => Prisma.sql`SELECT proctor_counter_value(${counter.scope}::text, ${counter.period}::text, ${mode}::"KeyMode")`;
  const checks: Check[] = [];
  /** The step holding level `name` (budget-levels.ts): the CTE takes its name, a refusal its reason and what is `used`; `suffix` tells apart an ancestor's. */
  const hold = (name: BudgetLevelName, sql: () => Prisma.Sql, value: bigint | null, used: Prisma.Sql, agentId: string | null = null, suffix = '') => {
    const amount = budgetLevel(name).unit === 'requests' ? 1n : cents;
    checks.push({ name: `${name}${suffix}`, block: budgetLevel(name).reason, sql, limit: { level: name, agentId, value, amount }, used });
  };
  // Each kind of counter the agent's own first, then its ancestors', parent first: one agent per
  // depth on a chain, so any two requests of a family take the counters they share in one order.
  const { ancestorDaily, ancestorCents } = ancestorsLimiting(limits);
  if (plan.dailyRequests) {
    hold('binding_day', () => bump(plan.dailyRequests!, 1n, BigInt(limits.dailyLimit!)), BigInt(limits.dailyLimit!), counted(plan.dailyRequests), limits.agentId);
  }
  plan.ancestorDailyRequests?.forEach((counter, index) => {
    const ancestor = ancestorDaily[index]!;
    hold('binding_day', () => bump(counter, 1n, BigInt(ancestor.dailyLimit!)), BigInt(ancestor.dailyLimit!), counted(counter), ancestor.agentId, `_ancestor_${index}`);
  });
  if (plan.bindingCents) {
    hold('binding_month', () => bump(plan.bindingCents!, cents, limits.bindingMonthlyCents!), limits.bindingMonthlyCents, counted(plan.bindingCents), limits.agentId);
  }
  plan.ancestorBindingCents?.forEach((counter, index) => {
    const ancestor = ancestorCents[index]!;
    hold('binding_month', () => bump(counter, cents, ancestor.bindingMonthlyCents!), ancestor.bindingMonthlyCents, counted(counter), ancestor.agentId, `_ancestor_${index}`);
  });
  if (plan.agentCents) {
    hold('agent', () => bump(plan.agentCents!, cents, limits.agentMonthlyCents!), limits.agentMonthlyCents, counted(plan.agentCents), limits.agentId);
  }
  const { team, worker } = limits;
  if (team && plan.teamDayCents && plan.teamMonthCents && plan.teamTotalCents) {
    hold('team_day', () => bump(plan.teamDayCents!, cents, team.dailyCents), team.dailyCents, counted(plan.teamDayCents));
    hold('team_month', () => bump(plan.teamMonthCents!, cents, team.monthlyCents), team.monthlyCents, counted(plan.teamMonthCents));
    hold('team_total', () => bump(plan.teamTotalCents!, cents, team.totalCents), team.totalCents, counted(plan.teamTotalCents));
  }
  if (worker && plan.workerCents) {
    hold('worker', () => bump(plan.workerCents!, cents, worker.allocationCents), worker.allocationCents, counted(plan.workerCents));
  }
  const { task } = limits;
  if (task && plan.taskCents) {
    hold('task', () => bump(plan.taskCents!, cents, task.budgetCents), task.budgetCents, counted(plan.taskCents));
    // FOR SHARE: a task being finished or cancelled (an UPDATE of its row) waits for this
    // statement, and once it has committed no request for the task is admitted.
    checks.push({
      name: 'task_open',
      block: 'task_closed',
      sql: () => Prisma.sql`
        SELECT 1 FROM delegated_tasks
        WHERE id = ${task.id} AND status IN ('accepted', 'in_progress')${guard}
        FOR SHARE`,
    });
  }
  // A spawned agent's ancestors are held the same way, each found active and not deleted: a
  // pause or delete of any of them waits for this statement, and once it has answered no request
  // of its descendants is admitted either. An organization's own agent locks its one row.
  const family = [limits.agentId, ...limits.ancestors.map((ancestor) => ancestor.agentId)];
  checks.push({
    name: 'agent_active',
    block: 'agent_disabled',
    sql: () =>
      family.length === 1
        ? Prisma.sql`
      SELECT 1 FROM agents
      WHERE id = ${limits.agentId} AND status = 'active' AND deleted_at IS NULL${guard}
      FOR KEY SHARE`
        : Prisma.sql`
      SELECT 1 FROM (
        SELECT 1 FROM agents
        WHERE id IN (${Prisma.join(family)}) AND status = 'active' AND deleted_at IS NULL${guard}
        FOR KEY SHARE) live
      HAVING count(*) = ${family.length}::bigint`,
  });
  if (plan.agentCents) {
    // The cap as it is now, not as the policy read it: a spawn lowers the parent's cap, or its
    // test-mode cap (../agents/spawn/carve.ts). FOR SHARE, unlike FOR KEY SHARE, conflicts with that UPDATE, so the
    // condition is checked again on the row as the carve left it (a KEY SHARE lock would be taken
    // on the version this statement's snapshot saw), and the month's spend never passes a cap
    // lowered while this request was on its way.
    checks.push({
      name: 'agent_cap',
      block: budgetLevel('agent').reason,
      limit: { level: 'agent', agentId: limits.agentId, value: limits.agentMonthlyCents, amount: cents },
      // The agent step counted this request already: what was used before it.
      used: Prisma.sql`SELECT value - ${cents}::bigint FROM agent`,
      sql: () => Prisma.sql`
        SELECT 1 FROM agents
        WHERE id = ${limits.agentId} AND (monthly_budget_cents IS NULL OR ${capInModeSql('', mode)} >= (SELECT value FROM agent))${guard}
        FOR SHARE`,
    });
  }
  if (plan.walletCheckId) {
    hold(
      'wallet',
      () => Prisma.sql`
        SELECT 1 FROM wallets
        WHERE id = ${plan.walletCheckId} AND balance_cents - held_cents >= ${cents}::bigint${guard}`,
      null,
      available(plan.walletCheckId),
    );
  }
  if (plan.walletId) {
    // Settled in this statement (`debit`), the cents are spent at once rather than held: the
    // wallet row is written once, where a hold and its settlement write it twice.
    const change = debit ? Prisma.sql`balance_cents = balance_cents - ${cents}::bigint` : Prisma.sql`held_cents = held_cents + ${cents}::bigint`;
    hold(
      'wallet',
      () => Prisma.sql`
        UPDATE wallets SET ${change}
        WHERE id = ${plan.walletId} AND balance_cents - held_cents >= ${cents}::bigint${guard}
        RETURNING 1`,
      null,
      available(plan.walletId),
    );
  }
  return checks;
}

/**
 * The refusal the admission statement would give whatever is used, when there is one: the first of
 * its counted limits, in its order, that is set, when the request alone passes it (a daily limit
 * of 0, a budget below the request's worst case). Each step before it is a limit left unset, which
 * never refuses, so the statement would refuse at this one, as the first. Null when the statement
 * must decide. `used`: what the statement's refusal would say is used of it, as SQL.
 */
export function exceededAlone(limits: Limits, plan: Reservation): { reason: StatementRefusal; limit: Omit<RefusedLimit, 'used'>; used: Prisma.Sql } | null {
  for (const check of admissionChecks(limits, plan)) {
    // A step that is no counted limit (a task's state, the agent's) refuses by what only the statement reads.
    if (!check.limit || !check.used) return null;
    if (check.limit.value === null) continue;
    return check.limit.amount > check.limit.value ? { reason: check.block, limit: check.limit, used: check.used } : null;
  }
  return null;
}

/**
 * THE statement that admits a request, for a new request (admission) and an approved one alike:
 * `write` (the `request` CTE: an INSERT of the new request, or the UPDATE of an approved one,
 * RETURNING its created_at and updated_at), then each of `admissionChecks`. One lock order
 * everywhere: the request's row, the counters, the agent's row (and its ancestors'), then the
 * wallet, held until the commit that ends the statement. The CASE takes the checks in that order; the first that refused
 * ends the statement through proctor_refuse (SQLSTATE PR001, see its migration), so nothing of it
 * stays and `refusalOf` names the reason (the message is the reason, the step, and what is used of its limit: refusedLimit reads them). No row: the request CTE wrote nothing (its
 * Idempotency-Key is taken, or the approved request moved on).
 *
 * `also`: more CTEs of the same statement, after the checks (a settled request's audit entry),
 * undone with the rest when a check refuses. `debit`: the request is settled by this statement at
 * the whole of its hold, so live mode debits the wallet instead of holding from it. `checkOnly`: the statement asks only whether the
 * budgets would hold and always ends refused, with CHECKED_ONLY when every check held, so
 * nothing of it stays and its locks go with its one round trip (`isCheckedOnly`). `current`: a
 * SELECT giving a row while the policy the request was decided on is still the rows' (a cached
 * policy, policy.ts), checked before everything else and refused as POLICY_CHANGED
 * (`isPolicyChanged`) otherwise. `earlier`: the request holding the Idempotency-Key, as JSON, for
 * the statement to return (column `earlier`, the request's columns null) when its insert found
 * the key taken, so that a replay costs this statement alone.
 */
export function admissionStatement(
  write: Prisma.Sql,
  limits: Limits,
  plan: Reservation,
  options: { also?: Prisma.Sql; checkOnly?: boolean; current?: Prisma.Sql; earlier?: Prisma.Sql; debit?: boolean } = {},
): Prisma.Sql {
  const current = options.current;
  const checks: { name: string; sql: () => Prisma.Sql; block: string; used?: Prisma.Sql }[] = [
    ...(current ? [{ name: 'policy_current', sql: () => current, block: POLICY_CHANGED }] : []),
    ...admissionChecks(limits, plan, options.debit),
  ];
  const ctes = checks.map(({ name, sql }) => Prisma.sql`, ${Prisma.raw(name)} AS (${sql()})`);
  // The message is `<reason> <step>`, then what is used of the step's limit when it holds one (no
  // counter row yet: nothing used).
  const message = ({ name, block, used }: (typeof checks)[number]) =>
    used ? Prisma.sql`${`${block} ${name}`}::text || ' ' || coalesce((${used})::text, '0')` : Prisma.sql`${`${block} ${name}`}`;
  const refusals = checks.map((check) => Prisma.sql`WHEN NOT EXISTS (SELECT 1 FROM ${Prisma.raw(check.name)}) THEN proctor_refuse(${message(check)})`);
  const otherwise = options.checkOnly ? Prisma.sql` ELSE proctor_refuse(${CHECKED_ONLY})` : Prisma.empty;
  const head = Prisma.sql`WITH request AS (${write})${Prisma.join(ctes, '')}${options.also ?? Prisma.empty}`;
  if (!options.earlier) return Prisma.sql`${head} SELECT request.*, CASE ${Prisma.join(refusals, ' ')}${otherwise} END AS refused FROM request`;
  return Prisma.sql`${head}
    SELECT request.*, CASE WHEN request.created_at IS NULL THEN NULL ${Prisma.join(refusals, ' ')}${otherwise} END AS refused,
           CASE WHEN request.created_at IS NULL THEN ${options.earlier} END AS earlier
    FROM (SELECT 1) one LEFT JOIN request ON true`;
}

/** How an admission statement ends whose cached policy the rows no longer give (no reason code contains it). */
const POLICY_CHANGED = 'policy_changed';

/** Whether an admission statement's error is its `current` check refusing: the policy must be read afresh. */
export function isPolicyChanged(error: unknown): boolean {
  return refusalMessages(error).some((text) => text.includes(POLICY_CHANGED));
}

/** How a check-only admission statement ends when every budget would hold (no reason code contains it). */
const CHECKED_ONLY = 'admissible';

/** Whether an admission statement's error is the end of a check-only statement whose budgets all held. */
export function isCheckedOnly(error: unknown): boolean {
  return refusalMessages(error).some((text) => text.includes(CHECKED_ONLY)) && refusalOf(error) === null;
}

/** What the admission statement returns of the request it admitted. */
export interface AdmittedRow {
  created_at: Date;
  updated_at: Date;
}

/** What the admission statement returns of a request it admitted and settled at once (an outcome asked first that executed, admit.ts). */
export interface SettledRow extends AdmittedRow {
  completed_at: Date;
  result: Prisma.JsonValue;
}

/** The columns the admission statement gave the request it admitted, without reading it back. */
export function admittedColumns(limits: Limits, plan: Reservation, row: AdmittedRow) {
  return {
    status: 'admitted',
    reasonCode: null,
    bindingId: limits.bindingId,
    holdCents: BigInt(plan.cents),
    reservation: plan as unknown as Prisma.JsonValue,
    updatedAt: row.updated_at,
  } as const;
}

/** SQLSTATE of proctor_refuse. */
const REFUSED = 'PR001';

/** The texts of an admission statement's error and its causes, when it is a refusal (PR001); empty for any other error. */
function refusalMessages(error: unknown): string[] {
  let refused = false;
  const texts: string[] = [];
  // node-postgres raises the error itself; Prisma wraps it a few levels deep
  // (meta.driverAdapterError.cause in a transaction).
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const cause = queue.shift();
    if (!cause || typeof cause !== 'object' || seen.has(cause)) continue;
    seen.add(cause);
    const { code, message, originalCode, originalMessage } = cause as Record<string, unknown>;
    if (code === REFUSED || originalCode === REFUSED) refused = true;
    for (const text of [message, originalMessage]) if (typeof text === 'string') texts.push(text);
    queue.push((cause as { cause?: unknown }).cause, ...Object.values(cause));
  }
  return refused ? texts : [];
}

/** What an admission statement's error says refused, or null when the error is anything else. */
export function refusalOf(error: unknown): StatementRefusal | null {
  for (const text of refusalMessages(error)) {
    const reason = STATEMENT_REFUSALS.find((code) => text.includes(code));
    if (reason) return reason;
  }
  return null;
}

/**
 * The limit a statement refused at, for a refusal that names it (a budget level; not a closed task
 * or a stopped agent): the step its error names, found among the checks the same limits and plan
 * build, so the answer is the very limit the statement held. Only on the refusal path.
 */
export function refusedLimit(error: unknown, limits: Limits, plan: Reservation): RefusedLimit | null {
  // The message is `<reason> <step> <used>` (admissionStatement); a wrapping error may add text around it.
  const [, step, used] =
    refusalMessages(error)
      .map((text) => {
        const reason = STATEMENT_REFUSALS.find((code) => text.includes(`${code} `));
        return reason === undefined ? undefined : /^([a-z0-9_]+)(?: (-?\d+))?/.exec(text.slice(text.indexOf(`${reason} `) + reason.length + 1));
      })
      .find((match) => match) ?? [];
  const limit = admissionChecks(limits, plan).find((check) => check.name === step)?.limit;
  return limit ? { ...limit, used: used === undefined ? null : BigInt(used) } : null;
}
