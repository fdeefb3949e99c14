import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { AgentStatus, KeyMode } from '../../generated/prisma/enums.js';
import { notFound } from '../errors.js';
import { loadAncestorBindings, stoppedAncestor } from '../agents/family.js';
import { BUDGET_LEVELS, type BudgetLevelName } from '../dispatch/budget-levels.js';
import { capInMode, COUNTERS, readCounters, teamTotalLimit, type Counter } from '../dispatch/budgets.js';
import { getBalance } from './ledger.js';

/**
 * One limit in its current period. `counted` is what the admission statement holds it against
 * (budgets.ts): executed requests at their debit (test mode: at their live worst case, settle.ts)
 * plus the holds of requests still in flight; a request that did not execute gives its share
 * back. A limit that is not set has no counter, so `counted` and `remaining` are both null then:
 * nothing limits the agent there but the wallet. A binding's `remaining` is also bounded by the
 * same limit of each ancestor's binding for the operation (a family shares them, agents/family.ts), so
 * it may be set, and lower than `limit - counted`, where the agent's own limit is not.
 */
export interface Allowance {
  /** The UTC day (YYYY-MM-DD) or month (YYYY-MM) the limit counts in. */
  period: string;
  limit: bigint | null;
  counted: bigint | null;
  remaining: bigint | null;
}

/** What an agent may still dispatch in one mode: its limits, what each has left, and the wallet. */
export interface Headroom {
  agent: { id: string; name: string; workspaceId: string; status: AgentStatus; monthlyBudgetCents: bigint | null };
  /** The first agent up its spawn chain that is paused, disabled or deleted, which stops this one too (agents/family.ts); null: none. */
  stoppedBy: ReturnType<typeof stoppedAncestor>;
  mode: KeyMode;
  month: Allowance;
  bindings: {
    operation: string;
    enabled: boolean;
    dailyLimit: number | null;
    monthlyBudgetCents: bigint | null;
    approvalThresholdCents: bigint | null;
    today: Allowance;
    month: Allowance;
  }[];
  /** The agent's team: what it has counted today, this month and in total, against its limits (the total's: teamTotalLimit). */
  team: { id: string; today: Allowance; month: Allowance; total: Allowance } | null;
  /** The agent's owner as a worker of its team: their allocation and what is counted against it. */
  worker: { userId: string; allocation: Allowance } | null;
  /** The delegated task asked about (readHeadroom's `task`): its budget and what is counted against it; null: none asked. */
  task: { id: string; budget: Allowance } | null;
  /** The wallet live requests hold from and test requests are checked against. */
  wallet: { balanceCents: bigint; heldCents: bigint };
}

const key = (counter: Counter) => `${counter.scope}@${counter.period}`;

/**
 * The headroom of an agent in `mode`: each budget level that GET /agents/me shows (its `headroom`
 * in ../dispatch/budget-levels.ts), read from the counters of that mode named as planReservation
 * names them, so that `remaining` is exactly what the next admission may hold:
 * for a spawned agent, the least of its own binding's limit and each ancestor's for the operation.
 * With `task` (a delegated task of the agent, as its policy read it), that task's budget too, in
 * the same read.
 */
export async function readHeadroom(
  db: PrismaClient | Prisma.TransactionClient,
  orgId: string,
  agentId: string,
  mode: KeyMode,
  now = new Date(),
  task: { id: string; budgetCents: bigint } | null = null,
): Promise<Headroom> {
  const agent = await db.agent.findFirst({
    where: { id: agentId, orgId, deletedAt: null },
    include: { bindings: { orderBy: { operation: 'asc' } }, team: true },
  });
  if (!agent) throw notFound('Agent');
  const { team } = agent;
  const worker =
    team && agent.ownerUserId
      ? await db.teamMember.findFirst({ where: { teamId: team.id, userId: agent.ownerUserId, role: 'worker' } })
      : null;
  // The team's and the worker's counters are counted whether or not a limit is set (planReservation).
  const teamCounters = team
    ? { today: COUNTERS.teamDayCents(team.id, now), month: COUNTERS.teamMonthCents(team.id, now), total: COUNTERS.teamTotalCents(team.id) }
    : null;
  const workerCounter = worker ? COUNTERS.workerCents(worker.teamId, worker.userId) : null;
  const taskCounter = task ? COUNTERS.taskCents(task.id) : null;

  // Only a spawned agent has ancestors to read: an organization's own agent reads nothing more.
  const family = agent.parentAgentId === null ? null : await loadAncestorBindings(db, agent.id);
  const agentCounter = COUNTERS.agentCents(agent.id, now);
  const bindingCounters = agent.bindings.map((binding) => {
    const ancestors = family?.byOperation.get(binding.operation) ?? [];
    // Each ancestor's binding's limits with their counters, as planReservation names them.
    const bound = ancestors.flatMap((ancestor) => (ancestor.binding ? [ancestor.binding] : []));
    return {
      binding,
      daily: COUNTERS.dailyRequests(binding.id, now),
      cents: COUNTERS.bindingCents(binding.id, now),
      // Admission refuses (policy_violation) unless every ancestor has the operation enabled too.
      familyEnabled: ancestors.every((ancestor) => ancestor.binding?.enabled === true),
      ancestorDaily: bound.flatMap((b) => (b.dailyLimit === null ? [] : [{ counter: COUNTERS.dailyRequests(b.id, now), limit: BigInt(b.dailyLimit) }])),
      ancestorCents: bound.flatMap((b) => (b.monthlyBudgetCents === null ? [] : [{ counter: COUNTERS.bindingCents(b.id, now), limit: b.monthlyBudgetCents }])),
    };
  });
  const wanted = [
    agentCounter,
    ...bindingCounters.flatMap(({ daily, cents, ancestorDaily, ancestorCents }) => [
      daily,
      cents,
      ...ancestorDaily.map(({ counter }) => counter),
      ...ancestorCents.map(({ counter }) => counter),
    ]),
    ...(teamCounters ? Object.values(teamCounters) : []),
    ...(workerCounter ? [workerCounter] : []),
    ...(taskCounter ? [taskCounter] : []),
  ];
  const [counted, wallet] = await Promise.all([readCounters(db, mode, wanted), getBalance(db, agent.workspaceId)]);
  const values = new Map(wanted.map((counter, index) => [key(counter), counted[index]!]));

  // A limit lowered below what was already counted leaves nothing, not a negative amount.
  const left = (counter: Counter, limit: bigint) => {
    const counted = values.get(key(counter)) ?? 0n;
    return counted < limit ? limit - counted : 0n;
  };
  const least = (amounts: bigint[]) => amounts.reduce<bigint | null>((low, amount) => (low === null || amount < low ? amount : low), null);
  /** `limit` on `counter`, with what each of `shared` (the ancestors' same limit) leaves bounding `remaining`. */
  const allowance = (counter: Counter, limit: bigint | null, shared: { counter: Counter; limit: bigint }[] = []): Allowance => {
    const ancestorsLeft = shared.map((ancestor) => left(ancestor.counter, ancestor.limit));
    if (limit === null) return { period: counter.period, limit, counted: null, remaining: least(ancestorsLeft) };
    return { period: counter.period, limit, counted: values.get(key(counter)) ?? 0n, remaining: least([left(counter, limit), ...ancestorsLeft]) };
  };
  const requestLimit = (limit: number | null) => (limit === null ? null : BigInt(limit));
  const alwaysCounted = (counter: Counter, limit: bigint | null): Allowance => {
    const counted = values.get(key(counter)) ?? 0n;
    return { period: counter.period, limit, counted, remaining: limit === null ? null : counted < limit ? limit - counted : 0n };
  };

  return {
    agent: { id: agent.id, name: agent.name, workspaceId: agent.workspaceId, status: agent.status, monthlyBudgetCents: agent.monthlyBudgetCents },
    stoppedBy: family ? stoppedAncestor(family.ancestors) : null,
    mode,
    month: allowance(agentCounter, capInMode(agent, mode)),
    bindings: bindingCounters.map(({ binding, daily, cents, familyEnabled, ancestorDaily, ancestorCents }) => ({
      operation: binding.operation,
      enabled: binding.enabled && familyEnabled,
      dailyLimit: binding.dailyLimit,
      monthlyBudgetCents: binding.monthlyBudgetCents,
      approvalThresholdCents: binding.approvalThresholdCents,
      today: allowance(daily, requestLimit(binding.dailyLimit), ancestorDaily),
      month: allowance(cents, binding.monthlyBudgetCents, ancestorCents),
    })),
    team:
      team && teamCounters
        ? {
            id: team.id,
            today: alwaysCounted(teamCounters.today, team.dailyLimitCents),
            month: alwaysCounted(teamCounters.month, team.monthlyLimitCents),
            total: alwaysCounted(teamCounters.total, teamTotalLimit(team.poolCents, team.hardCapCents)),
          }
        : null,
    worker: worker && workerCounter ? { userId: worker.userId, allocation: alwaysCounted(workerCounter, worker.allocationCents) } : null,
    task: task && taskCounter ? { id: task.id, budget: alwaysCounted(taskCounter, task.budgetCents) } : null,
    wallet: { balanceCents: wallet.balanceCents, heldCents: wallet.heldCents },
  };
}

/** One budget level's headroom for a request: what it limits now, what is counted against it, what is left. Null where not set. */
export interface LevelHeadroom {
  level: BudgetLevelName;
  /** The UTC day, the UTC month, or total; null for the wallet, and for a level the agent does not have. */
  period: string | null;
  limit: bigint | null;
  used: bigint | null;
  remaining: bigint | null;
}

const UNSET = { period: null, limit: null, counted: null, remaining: null } as const;

/**
 * Where each level's allowance is in a headroom, for a request of `operation`: keyed by every
 * level, so a new level of budget-levels.ts cannot be left out. The wallet has no set limit: its
 * balance stands for one, what is held is what is used of it.
 */
const ALLOWANCE_OF: Record<BudgetLevelName, (headroom: Headroom, operation: string) => Omit<Allowance, 'period'> & { period: string | null }> = {
  binding_day: (headroom, operation) => headroom.bindings.find((binding) => binding.operation === operation)?.today ?? UNSET,
  binding_month: (headroom, operation) => headroom.bindings.find((binding) => binding.operation === operation)?.month ?? UNSET,
  agent: (headroom) => headroom.month,
  team_day: (headroom) => headroom.team?.today ?? UNSET,
  team_month: (headroom) => headroom.team?.month ?? UNSET,
  team_total: (headroom) => headroom.team?.total ?? UNSET,
  worker: (headroom) => headroom.worker?.allocation ?? UNSET,
  task: (headroom) => headroom.task?.budget ?? UNSET,
  wallet: ({ wallet }) => {
    const available = wallet.balanceCents - wallet.heldCents;
    return { period: null, limit: wallet.balanceCents, counted: wallet.heldCents, remaining: available > 0n ? available : 0n };
  },
};

/** Each level's headroom for a request of `operation`, in the order the admission statement checks them (BUDGET_LEVELS). */
export function levelHeadrooms(headroom: Headroom, operation: string): LevelHeadroom[] {
  return BUDGET_LEVELS.map(({ name }) => {
    const { period, limit, counted, remaining } = ALLOWANCE_OF[name](headroom, operation);
    return { level: name, period, limit, used: counted, remaining };
  });
}
