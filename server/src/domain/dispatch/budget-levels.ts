import type { ReasonCode } from './reasons.js';

/**
 * The budget levels a request is admitted within, named once: the spec's hierarchy, in the order
 * the admission statement holds them (budgets.ts). The admission's steps and their refusals, the
 * counters (COUNTERS), the headroom GET /api/v1/agents/me shows (usage/headroom.ts) and the
 * generated reference read this table; test/dispatch/budget-levels.test.ts fails when one of them
 * names a level it does not hold.
 */
export interface BudgetLevel {
  /** The level's name: also the admission statement's step (CTE) that holds it. */
  name: string;
  /** The reason a request is refused with when the level would be exceeded. */
  reason: ReasonCode;
  /** The period its counter counts in: a UTC day, a UTC month, in total (never resets), or none (a balance, not a counter). */
  period: 'day' | 'month' | 'total' | 'none';
  /** What it limits. */
  unit: 'requests' | 'cents';
  /** What the limit belongs to: the first part of its counter's scope in usage_counters. */
  scope: 'binding' | 'agent' | 'team' | 'worker' | 'task' | 'wallet';
  /** The field of a reservation (and of COUNTERS) that holds its counter; null: the wallet, which has no counter. */
  counter: 'dailyRequests' | 'bindingCents' | 'agentCents' | 'teamDayCents' | 'teamMonthCents' | 'teamTotalCents' | 'workerCents' | 'taskCents' | null;
  /** Where GET /api/v1/agents/me shows what is left of it (a path in its answer); null: shown elsewhere. */
  headroom: string | null;
  /** What it means, in one line. */
  meaning: string;
  /** The limit as a refused request's detail names it (refusal-detail.ts). */
  words: string;
}

export const BUDGET_LEVELS = [
  {
    name: 'binding_day',
    reason: 'daily_limit_exceeded',
    period: 'day',
    unit: 'requests',
    scope: 'binding',
    counter: 'dailyRequests',
    headroom: 'bindings[].today',
    meaning: "The requests an agent's binding for one operation may make per UTC day (daily_limit); a spawned agent's requests count on each ancestor's binding too",
    words: "The binding's daily limit",
  },
  {
    name: 'binding_month',
    reason: 'monthly_budget_exceeded',
    period: 'month',
    unit: 'cents',
    scope: 'binding',
    counter: 'bindingCents',
    headroom: 'bindings[].month',
    meaning: "The cents an agent's binding for one operation may spend per UTC month (monthly_budget_cents); a spawned agent's spend counts on each ancestor's binding too",
    words: "The binding's monthly budget",
  },
  {
    name: 'agent',
    reason: 'agent_budget_exceeded',
    period: 'month',
    unit: 'cents',
    scope: 'agent',
    counter: 'agentCents',
    headroom: 'month',
    meaning: "The cents an agent may spend per UTC month over all its operations (its monthly_budget_cents, less what its spawns carved from it)",
    words: "The agent's monthly budget",
  },
  {
    name: 'team_day',
    reason: 'team_budget_exceeded',
    period: 'day',
    unit: 'cents',
    scope: 'team',
    counter: 'teamDayCents',
    headroom: 'team.today',
    meaning: "The cents the agent's team may spend per UTC day (its daily limit)",
    words: "The team's daily limit",
  },
  {
    name: 'team_month',
    reason: 'team_budget_exceeded',
    period: 'month',
    unit: 'cents',
    scope: 'team',
    counter: 'teamMonthCents',
    headroom: 'team.month',
    meaning: "The cents the agent's team may spend per UTC month (its monthly limit)",
    words: "The team's monthly limit",
  },
  {
    name: 'team_total',
    reason: 'team_budget_exceeded',
    period: 'total',
    unit: 'cents',
    scope: 'team',
    counter: 'teamTotalCents',
    headroom: 'team.total',
    meaning: "The cents the agent's team may spend in all: its pool (the rights moved into it), or its hard cap when that is lower",
    words: "The team's pool (or its hard cap)",
  },
  {
    name: 'worker',
    reason: 'worker_budget_exceeded',
    period: 'total',
    unit: 'cents',
    scope: 'worker',
    counter: 'workerCents',
    headroom: 'worker.allocation',
    meaning: "The cents the agent's owner may spend in its team, in all: their allocation from the team pool",
    words: "The owner's allocation from the team pool",
  },
  {
    name: 'task',
    reason: 'task_budget_exceeded',
    period: 'total',
    unit: 'cents',
    scope: 'task',
    counter: 'taskCents',
    headroom: null,
    meaning: 'The cents a request made for a delegated task may spend in all: the budget its parent gave the task (GET /api/v1/agents/{id}/delegated-tasks/{taskId} shows spent_cents)',
    words: "The delegated task's budget",
  },
  {
    name: 'wallet',
    reason: 'insufficient_balance',
    period: 'none',
    unit: 'cents',
    scope: 'wallet',
    counter: null,
    headroom: 'wallet',
    meaning: "The workspace's balance less what is held: a live request holds its worst case from it, a test request is only checked against it",
    words: "The workspace's wallet",
  },
] as const satisfies readonly BudgetLevel[];

export type BudgetLevelName = (typeof BUDGET_LEVELS)[number]['name'];

type Level = (typeof BUDGET_LEVELS)[number];

const BY_NAME = new Map<string, Level>(BUDGET_LEVELS.map((level) => [level.name, level]));

/** The level named `name` (a map: the admission statement asks on every request). */
export function budgetLevel<Name extends BudgetLevelName>(name: Name): Extract<Level, { name: Name }> {
  return BY_NAME.get(name) as Extract<Level, { name: Name }>;
}
/** The levels held before the agent is locked, and the wallet held last (budgets.ts, admissionChecks). */
type CounterLevel = Exclude<Level, { name: 'wallet' }>;

/**
 * The reasons the admission statement itself refuses with (proctor_refuse, budgets.ts), in the
 * order it checks them: each counted level's conditional write, the delegated task found closed,
 * the agent found paused or deleted since its policy was read (or its cap lowered by a spawn:
 * agent_budget_exceeded again), then the wallet.
 */
export const STATEMENT_REFUSALS = [
  ...new Set(BUDGET_LEVELS.filter((level): level is CounterLevel => level.name !== 'wallet').map((level) => level.reason)),
  'task_closed',
  'agent_disabled',
  budgetLevel('wallet').reason,
] as const;

export type StatementRefusal = Level['reason'] | 'task_closed' | 'agent_disabled';

/** When a level's period that was current at `at` ends and its limit counts afresh: the next UTC midnight, the first of the next UTC month, or null (never). */
export function periodEnd(period: BudgetLevel['period'], at: Date): Date | null {
  if (period === 'day') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  if (period === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return null;
}
