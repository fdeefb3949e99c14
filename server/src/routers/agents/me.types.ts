import { z } from 'zod';
import type { Allowance, Headroom } from '../../domain/usage/headroom.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { centsOut, ZCentsSchema } from '../shared.types.js';
import { ZAgentStatusSchema } from './agent.types.js';
import { AGENT_EXAMPLE, BINDING_EXAMPLE } from '../examples.js';
import { CONSTANT_LIST_MAX_ITEMS, ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { CATALOG, type Operation } from '../../domain/catalog/index.js';
import { budgetLevel } from '../../domain/dispatch/budget-levels.js';
import { appReadiness, type InstalledApp } from '../../domain/connected-apps/requirement.js';
import { APP_FAMILIES, APP_PROVIDERS, type AppFamily } from '../../providers/oauth/contract.js';

const COUNTED =
  'counted against the limit in this period: executed requests at their cost (test mode: at their live worst case), ' +
  'plus what requests still running hold. Null when the limit is not set: nothing is counted then';

const ZMonthSchema = z
  .object({
    period: ZLabelSchema.meta({ description: 'The UTC month, YYYY-MM' }),
    spent_cents: ZCentsSchema.nullable().meta({ description: `Cents ${COUNTED}` }),
    remaining_cents: ZCentsSchema.nullable().meta({
      description:
        "What the next requests may still hold this month; null: no monthly limit. For a binding of a spawned agent, the least of what its own limit and each ancestor's binding's for the operation leave",
    }),
  })
  .meta({ id: 'MonthAllowance' });

const ZTodaySchema = z
  .object({
    period: ZLabelSchema.meta({ description: 'The UTC day, YYYY-MM-DD' }),
    requests: z.number().int().nullable().meta({ description: `Requests ${COUNTED}; one that did not execute is not counted` }),
    remaining_requests: z.number().int().nullable().meta({
      description:
        "Requests still allowed today; null: no daily limit. For a spawned agent, the least of what its own daily_limit and each ancestor's binding's for the operation leave",
    }),
  })
  .meta({ id: 'DayAllowance' });

const ZSpendSchema = z
  .object({
    period: ZLabelSchema.meta({ description: 'The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM), or total' }),
    limit_cents: ZCentsSchema.nullable().meta({ description: 'The limit in this period; null: none' }),
    spent_cents: ZCentsSchema.meta({
      description: 'Cents counted in this period, whether or not a limit is set: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold',
    }),
    remaining_cents: ZCentsSchema.nullable().meta({ description: 'What the next requests may still hold; null: no limit' }),
  })
  .meta({ id: 'SpendAllowance' });

export const ZAgentSelfSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    mode: z.enum(['live', 'test']).meta({ description: 'The mode of the key used: every count below is of this mode' }),
    status: ZAgentStatusSchema.meta({ description: 'Only an active agent may dispatch' }),
    stopped_by: z
      .object({
        agent_id: ZIdSchema.meta({ description: 'The agent this one was spawned from (directly or further up) that stops it' }),
        status: z.enum(['paused', 'disabled', 'deleted']),
      })
      .nullable()
      .meta({ description: 'The first agent up the spawn chain, parent first, that is not active: its descendants are refused agent_disabled too. Null: none stops this one' }),
    monthly_budget_cents: ZCentsSchema.nullable().meta({ description: "The agent's own monthly cap; null: none" }),
    month: ZMonthSchema.meta({ description: "The agent's monthly cap this month, over all its operations" }),
    bindings: z.array(
      z
        .object({
          operation: ZLabelSchema.meta({ description: '"<service>.<operation>"' }),
          enabled: z.boolean().meta({
            description: 'A disabled binding blocks every request with policy_violation; false also when an agent this one was spawned from has no enabled binding for the operation',
          }),
          daily_limit: z.number().int().nullable(),
          monthly_budget_cents: ZCentsSchema.nullable(),
          approval_threshold_cents: ZCentsSchema.nullable().meta({ description: 'A worst-case cost above this needs approval; null: never' }),
          today: ZTodaySchema,
          month: ZMonthSchema,
          connected_app: z
            .object({
              family: z.enum(Object.keys(APP_FAMILIES) as [AppFamily, ...AppFamily[]]),
              ready: z.boolean().meta({ description: "Requests of this key's mode can run: always in test mode; in live mode when the workspace has an active app of the family" }),
              installed: z
                .array(z.object({ provider: z.enum(APP_PROVIDERS), status: z.enum(['active', 'needs_reauth', 'revoked']) }))
                .max(APP_PROVIDERS.length)
                .meta({ description: "The workspace's apps of the family, whatever their state" }),
              detail: ZTextSchema.nullable().meta({ description: 'What a person must install when not ready (requires_connected_app)' }),
            })
            .nullable()
            .meta({ description: "The organization's own app the operation acts through in live mode; null: it needs none" }),
        })
        .meta({ id: 'BindingAllowance' }),
    ).max(CONSTANT_LIST_MAX_ITEMS).meta({ description: 'The operations the agent may dispatch, by operation; an operation not listed is blocked with policy_violation' }),
    team: z
      .object({
        id: ZIdSchema,
        today: ZSpendSchema.meta({ description: "The team's daily limit" }),
        month: ZSpendSchema.meta({ description: "The team's monthly limit" }),
        total: ZSpendSchema.meta({ description: "The team's pool and hard cap, whichever is lower, against everything the team has spent" }),
      })
      .nullable()
      .meta({ description: `The agent's team and what is left of its budget (${budgetLevel('team_total').reason}); null: the agent has no team` }),
    worker: z
      .object({ user_id: ZIdSchema, allocation: ZSpendSchema.meta({ description: "The worker's allocation from the team pool" }) })
      .nullable()
      .meta({ description: `The agent's owner as a worker of its team (${budgetLevel('worker').reason}); null: none` }),
    wallet: z
      .object({
        balance_cents: z.number().int(),
        held_cents: z.number().int().meta({ description: 'Held by live requests in flight' }),
        available_cents: z.number().int().meta({ description: 'balance_cents - held_cents: the worst case a request may cost, in both modes' }),
      })
      .meta({ description: "The agent's workspace's wallet: live requests hold from it, test requests are checked against it" }),
  })
  .meta({ id: 'AgentSelf' });

export type AgentSelfResponse = z.infer<typeof ZAgentSelfSchema>;

const count = (value: bigint | null) => (value === null ? null : Number(value));

const month = (allowance: Allowance) => ({
  period: allowance.period,
  spent_cents: centsOut(allowance.counted),
  remaining_cents: centsOut(allowance.remaining),
});

const spend = (allowance: Allowance) => ({
  period: allowance.period,
  limit_cents: centsOut(allowance.limit),
  spent_cents: Number(allowance.counted ?? 0n),
  remaining_cents: centsOut(allowance.remaining),
});

export function toAgentSelfResponse(headroom: Headroom, apps: readonly InstalledApp[]): AgentSelfResponse {
  const { agent, wallet, team, worker } = headroom;
  return {
    id: agent.id,
    name: agent.name,
    mode: headroom.mode,
    status: agent.status,
    stopped_by: headroom.stoppedBy ? { agent_id: headroom.stoppedBy.id, status: headroom.stoppedBy.state } : null,
    monthly_budget_cents: centsOut(agent.monthlyBudgetCents),
    month: month(headroom.month),
    bindings: headroom.bindings.map((binding) => ({
      operation: binding.operation,
      enabled: binding.enabled,
      daily_limit: binding.dailyLimit,
      monthly_budget_cents: centsOut(binding.monthlyBudgetCents),
      approval_threshold_cents: centsOut(binding.approvalThresholdCents),
      today: { period: binding.today.period, requests: count(binding.today.counted), remaining_requests: count(binding.today.remaining) },
      month: month(binding.month),
      connected_app: appReadiness(CATALOG[binding.operation as Operation], headroom.mode, apps),
    })),
    team: team ? { id: team.id, today: spend(team.today), month: spend(team.month), total: spend(team.total) } : null,
    worker: worker ? { user_id: worker.userId, allocation: spend(worker.allocation) } : null,
    wallet: {
      balance_cents: Number(wallet.balanceCents),
      held_cents: Number(wallet.heldCents),
      available_cents: Number(wallet.balanceCents - wallet.heldCents),
    },
  };
}

/** The reference's example of GET /agents/me (../examples.ts: it lives here, by its type, so that the examples import no route). */
export const AGENT_SELF_EXAMPLE: AgentSelfResponse = {
  id: AGENT_EXAMPLE.id,
  name: AGENT_EXAMPLE.name,
  mode: 'test',
  status: 'active',
  stopped_by: null,
  monthly_budget_cents: AGENT_EXAMPLE.monthly_budget_cents,
  month: { period: '2025-01', spent_cents: 1200, remaining_cents: 3800 },
  bindings: [
    {
      operation: BINDING_EXAMPLE.operation,
      enabled: true,
      daily_limit: BINDING_EXAMPLE.daily_limit,
      monthly_budget_cents: BINDING_EXAMPLE.monthly_budget_cents,
      approval_threshold_cents: BINDING_EXAMPLE.approval_threshold_cents,
      today: { period: '2025-01-06', requests: 12, remaining_requests: 488 },
      month: { period: '2025-01', spent_cents: 60, remaining_cents: 1940 },
      connected_app: null,
    },
  ],
  team: {
    id: 'team_01jh0x7c2v9b4n6m8k1j3h5g7f',
    today: { period: '2025-01-06', limit_cents: 1000, spent_cents: 140, remaining_cents: 860 },
    month: { period: '2025-01', limit_cents: null, spent_cents: 2300, remaining_cents: null },
    total: { period: 'total', limit_cents: 20000, spent_cents: 2300, remaining_cents: 17700 },
  },
  worker: { user_id: 'usr_01jh0x2m4n6p8q0r2s4t6v8w0x', allocation: { period: 'total', limit_cents: 5000, spent_cents: 900, remaining_cents: 4100 } },
  wallet: { balance_cents: 10000, held_cents: 25, available_cents: 9975 },
};

export const getAgentSelfMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/me',
    tags: ['Agents'],
    summary: 'The calling agent, its limits and what is left of them',
    description:
      'With an agent key: the agent, its bindings, what each limit has left today (UTC) and this month in the mode of the key ' +
      '(test mode counts on counters of its own), its team\'s budget and its worker\'s allocation when it has them, and the wallet. ' +
      'For a spawned agent, each binding\'s remaining is also bounded by the same limit of every agent up its spawn chain (a family shares its parent\'s ' +
      'binding limits, each request counting on all of them), and stopped_by names an agent up the chain that is paused, disabled or deleted, which stops ' +
      'this one too (agent_disabled). What an agent needs to plan before dispatching.',
  },
  auth: { credentials: ['agent'] },
  examples: { response: AGENT_SELF_EXAMPLE },
};
