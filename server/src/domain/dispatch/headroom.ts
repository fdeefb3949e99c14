import type { PrismaClient } from '../../generated/prisma/client.js';
import type { AgentStatus, KeyMode } from '../../generated/prisma/enums.js';
import { notFound } from '../errors.js';
import { COUNTERS, type Counter } from './budgets.js';
import { getBalance } from './ledger.js';

/**
 * One limit in its current period. `counted` is what the admission statement holds it against
 * (budgets.ts): executed requests at their debit (test mode: at their live worst case, settle.ts)
 * plus the holds of requests still in flight; a request that did not execute gives its share
 * back. A limit that is not set has no counter, so `counted` and `remaining` are both null then:
 * nothing limits the agent there but the wallet.
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
  agent: { id: string; name: string; status: AgentStatus; monthlyBudgetCents: bigint | null };
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
  /** The wallet live requests hold from and test requests are checked against. */
  wallet: { balanceCents: bigint; heldCents: bigint };
}

const key = (counter: Counter) => `${counter.scope}@${counter.period}`;

/**
 * The headroom of an agent in `mode`, read from the counters of that mode named as
 * planReservation names them, so that `remaining` is exactly what the next admission may hold.
 */
export async function readHeadroom(db: PrismaClient, orgId: string, agentId: string, mode: KeyMode, now = new Date()): Promise<Headroom> {
  const agent = await db.agent.findFirst({
    where: { id: agentId, orgId, deletedAt: null },
    include: { bindings: { orderBy: { operation: 'asc' } } },
  });
  if (!agent) throw notFound('Agent');

  const agentCounter = COUNTERS.agentCents(agent.id, now);
  const bindingCounters = agent.bindings.map((binding) => ({
    binding,
    daily: COUNTERS.dailyRequests(binding.id, now),
    cents: COUNTERS.bindingCents(binding.id, now),
  }));
  const wanted = [agentCounter, ...bindingCounters.flatMap(({ daily, cents }) => [daily, cents])];
  const [rows, wallet] = await Promise.all([
    db.usageCounter.findMany({ where: { orgId, mode, OR: wanted.map(({ scope, period }) => ({ scope, period })) } }),
    getBalance(db, agent.workspaceId),
  ]);
  const values = new Map(rows.map((row) => [key(row), row.value]));

  const allowance = (counter: Counter, limit: bigint | null): Allowance => {
    if (limit === null) return { period: counter.period, limit, counted: null, remaining: null };
    const counted = values.get(key(counter)) ?? 0n;
    // A limit lowered below what was already counted leaves nothing, not a negative amount.
    return { period: counter.period, limit, counted, remaining: counted < limit ? limit - counted : 0n };
  };
  const requestLimit = (limit: number | null) => (limit === null ? null : BigInt(limit));

  return {
    agent: { id: agent.id, name: agent.name, status: agent.status, monthlyBudgetCents: agent.monthlyBudgetCents },
    mode,
    month: allowance(agentCounter, agent.monthlyBudgetCents),
    bindings: bindingCounters.map(({ binding, daily, cents }) => ({
      operation: binding.operation,
      enabled: binding.enabled,
      dailyLimit: binding.dailyLimit,
      monthlyBudgetCents: binding.monthlyBudgetCents,
      approvalThresholdCents: binding.approvalThresholdCents,
      today: allowance(daily, requestLimit(binding.dailyLimit)),
      month: allowance(cents, binding.monthlyBudgetCents),
    })),
    wallet,
  };
}
