import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WHOLE_LIST_MAX_ITEMS, ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { BUDGET_LEVELS, budgetLevel, periodEnd } from '../../domain/dispatch/budget-levels.js';
import type { BudgetRow } from '../../domain/usage/budget-overview.js';
import { ZTimestampSchema } from '../shared.types.js';
import { AGENT_EXAMPLE, BINDING_EXAMPLE } from '../examples.js';

const SHOWN_LEVELS = BUDGET_LEVELS.map((level) => level.name).filter((name) => name !== 'task' && name !== 'wallet') as [BudgetRow['level'], ...BudgetRow['level'][]];

export const ZBudgetOverviewRequestSchema = z.strictObject({
  mode: z.enum(['live', 'test']).default('live').meta({ description: 'The mode whose counters to read (test mode counts on counters of its own); default live' }),
});

export const ZBudgetOverviewSchema = z
  .object({
    mode: z.enum(['live', 'test']),
    data: z
      .array(
        z.object({
          level: z.enum(SHOWN_LEVELS).meta({ description: 'The budget level (docs/reference/budget-levels.md)' }),
          unit: z.enum(['requests', 'cents']),
          agent_id: ZIdSchema.nullable().meta({ description: "The agent whose binding or cap it is; null for a team's or a worker's" }),
          operation: ZLabelSchema.nullable().meta({ description: "The binding's operation; null unless a binding's" }),
          team_id: ZIdSchema.nullable().meta({ description: "The team whose budget, or in which the worker's allocation, it is" }),
          user_id: ZIdSchema.nullable().meta({ description: "The worker whose allocation it is" }),
          period: ZLabelSchema.meta({ description: 'The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total, that the limit counts in' }),
          limit: z.number().int().meta({ description: 'The limit, in its unit' }),
          used: z.number().int().meta({ description: 'Counted against it in the period: executed requests at their cost (test mode: at their live worst case), plus what requests in flight hold' }),
          remaining: z.number().int().meta({ description: "What the next requests may still hold; for a spawned agent's binding, also bounded by its ancestors'" }),
          resets_at: ZTimestampSchema.nullable().meta({ description: 'When the period ends and the limit counts afresh (UTC); null when it never resets' }),
        }),
      )
      .max(WHOLE_LIST_MAX_ITEMS),
  })
  .meta({ id: 'BudgetOverview' });

export function toBudgetOverviewRow(row: BudgetRow, now: Date): z.infer<typeof ZBudgetOverviewSchema>['data'][number] {
  const level = budgetLevel(row.level);
  return {
    level: row.level,
    unit: level.unit,
    agent_id: row.agentId,
    operation: row.operation,
    team_id: row.teamId,
    user_id: row.userId,
    period: row.period,
    limit: Number(row.limit),
    used: Number(row.used),
    remaining: Number(row.remaining),
    resets_at: periodEnd(level.period, now)?.toISOString() ?? null,
  };
}

export const getBudgetOverviewMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/usage/budgets',
    tags: ['Audit and usage'],
    summary: 'Every limit set in the workspace, with what is used of it, closest to its limit first',
    description:
      "Each limit set on the agents of your active workspace, once: each binding's daily requests and monthly cents, each agent's monthly cap, each team's day, month and total, each worker's allocation, in `mode` (live unless asked), with what is counted against it now: the counters the next admission holds against (GET /api/v1/agents/{id}/headroom shows one agent's). Sorted by the share of the limit used, the most used first. A limit not set is not listed; the wallet is GET /api/v1/balance's, a delegated task's budget its task's.",
  },
  auth: MEMBERS,
  examples: {
    response: {
      mode: 'live',
      data: [
        {
          level: 'binding_day',
          unit: 'requests',
          agent_id: AGENT_EXAMPLE.id,
          operation: BINDING_EXAMPLE.operation,
          team_id: null,
          user_id: null,
          period: '2025-01-06',
          limit: 50,
          used: 48,
          remaining: 2,
          resets_at: '2025-01-07T00:00:00.000Z',
        },
        {
          level: 'team_month',
          unit: 'cents',
          agent_id: null,
          operation: null,
          team_id: 'team_01jh0x7c2v9b4n6m8k1j3h5g7f',
          user_id: null,
          period: '2025-01',
          limit: 10000,
          used: 2300,
          remaining: 7700,
          resets_at: '2025-02-01T00:00:00.000Z',
        },
      ],
    },
  },
};
