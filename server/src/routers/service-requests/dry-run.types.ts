import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTextSchema } from '../../domain/bounded.js';
import { BUDGET_LEVELS, budgetLevel, type BudgetLevelName } from '../../domain/dispatch/budget-levels.js';
import type { DryRun } from '../../domain/dispatch/dry-run.js';
import { centsOut } from '../shared.types.js';
import { ZDelegatedTaskHeaderSchema } from './create.types.js';
import { toRefusal, ZRefusalSchema } from './service-request.types.js';

const BUDGET_LEVEL_NAMES = BUDGET_LEVELS.map((level) => level.name) as [BudgetLevelName, ...BudgetLevelName[]];
const amount = z.number().int().nullable();

const ZLevelHeadroomSchema = z
  .object({
    level: z.enum(BUDGET_LEVEL_NAMES).meta({ description: 'The budget level (docs/reference/budget-levels.md)' }),
    scope: z.enum(['binding', 'agent', 'team', 'worker', 'task', 'wallet']),
    unit: z.enum(['requests', 'cents']),
    period: ZTextSchema.nullable().meta({ description: 'The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total it counts in; null for the wallet, and for a level the agent does not have' }),
    limit: amount.meta({ description: "The limit, in its unit; the wallet's: its balance. Null: not set" }),
    used: amount.meta({ description: 'What is counted against it in the period (executed requests and the holds of those in flight); the wallet\'s: what is held. Null when the limit is not set' }),
    remaining: amount.meta({
      description: "What the next requests may still take of it; null: nothing limits there. A spawned agent's binding levels are also bounded by each ancestor's binding for the operation",
    }),
  })
  .meta({ id: 'LevelHeadroom' });

export const ZServiceRequestDryRunSchema = z
  .object({
    decision: z.enum(['executed', 'blocked', 'approval_required', 'failed']).meta({
      description:
        'What the dispatch would answer now: executed when every rule and budget lets it through and the provider would be called (an asynchronous provider answers running first, and the provider may still fail); otherwise the outcome and its reason, as the dispatch would record it',
    }),
    operation: ZTextSchema.meta({ description: 'The operation, resolved as the dispatch resolves it' }),
    mode: z.enum(['live', 'test']).meta({ description: "The key's mode: the counters and rules it was decided on" }),
    // The document refers it to the ReasonCode enum (openapi/document.ts), as a service request's.
    reason_code: ZTextSchema.optional(),
    detail: ZTextSchema.nullable().meta({ description: "The words the request's result.detail would hold; null when it would be executed" }),
    refusal: ZRefusalSchema.optional().meta({ description: 'Present with reason_code: the reason typed, with the advice and the budget limit it would meet' }),
    estimated_cost_cents: amount.meta({ description: "The worst-case cost at the live price (what a dispatch holds); null when the payload does not parse or the price could not be asked" }),
    levels: z.array(ZLevelHeadroomSchema).max(BUDGET_LEVELS.length).meta({ description: 'Every budget level, in the order the pipeline checks them, each with its limit, what is used and what is left now' }),
  })
  .meta({ id: 'ServiceRequestDryRun' });

export type ServiceRequestDryRunResponse = z.infer<typeof ZServiceRequestDryRunSchema>;

export function toDryRunResponse(dryRun: DryRun, decidedAt: Date): ServiceRequestDryRunResponse {
  return {
    decision: dryRun.decision,
    operation: dryRun.operation,
    mode: dryRun.mode,
    ...(dryRun.reasonCode ? { reason_code: dryRun.reasonCode, refusal: toRefusal(dryRun.reasonCode, dryRun.result, decidedAt) } : {}),
    detail: dryRun.result?.detail ?? null,
    estimated_cost_cents: centsOut(dryRun.estimateCents),
    levels: dryRun.levels.map(({ level, period, limit, used, remaining }) => ({
      level,
      scope: budgetLevel(level).scope,
      unit: budgetLevel(level).unit,
      period,
      limit: centsOut(limit),
      used: centsOut(used),
      remaining: centsOut(remaining),
    })),
  };
}

const EXAMPLE_LEVELS = BUDGET_LEVELS.map(({ name, scope, unit }) => ({ level: name, scope, unit, period: null, limit: null, used: null, remaining: null }));

export const dryRunServiceRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/service-requests/dry-run',
    tags: ['Dispatch'],
    summary: 'What a dispatch would answer now, without dispatching',
    description: `Needs an agent key; the same body as POST /api/v1/service-requests, and its X-Delegated-Task header. Answers the decision the pipeline would take now (policy, budgets, approval gate, in the dispatch's own order and by its own rules), the worst-case cost, and each budget level's headroom, in the order the pipeline checks them. Records nothing: no request, hold, counter, approval, audit entry or Idempotency-Key (none is needed; one sent is ignored, and the dry run answers as for a new request). The provider is not called; a model's price may be asked of it, as a dispatch asks it.

- **Decision.** \`executed\` when every rule and budget lets the request through, so the provider would be called (which may still fail, or answer \`running\` first); else \`blocked\`, \`approval_required\` or \`failed\` with the \`reason_code\`, \`detail\` and \`refusal\` the dispatch would record. Outcomes decided only by the provider, or by an internal operation's own checks once admitted (workflow and resource grants), are not foreseen.
- **Budgets** are checked by the admission statement itself, made check-only (as at the approval gate), on the rows as they are now: a dispatch made next may still meet another answer if anything changes between them.
- **Bad input** is 400 \`invalid_request\` as for a dispatch (an unknown operation, a bad body; a payload that fails its schema unless the policy refuses first), and a task not delegated to this agent 404.`,
    requestHeaders: z.object({ 'x-delegated-task': ZDelegatedTaskHeaderSchema.optional() }),
    errorResponses: { 404: 'The X-Delegated-Task header names no task delegated to this agent' },
  },
  auth: { credentials: ['agent'] },
  examples: {
    request: { operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\n' } },
    response: {
      decision: 'blocked',
      operation: 'data.csv_parse',
      mode: 'live',
      reason_code: 'daily_limit_exceeded',
      detail: "The binding's daily limit of 50 requests is reached (50 used; this request adds 1); it resets at 2026-11-30T00:00:00Z. Retry after 00:00 UTC, or ask a person to raise the binding's daily_limit. GET /api/v1/agents/me shows what is left today.",
      refusal: {
        reason_code: 'daily_limit_exceeded',
        advice: "Retry after 00:00 UTC, or ask a person to raise the binding's daily_limit. GET /api/v1/agents/me shows what is left today",
        limit: { level: 'binding_day', scope: 'binding', unit: 'requests', period: 'day', agent_id: 'agt_01jh0xa3b5d7f9h1k3m5p7r9s1', value: 50, amount: 1, used: 50, resets_at: '2026-11-30T00:00:00.000Z' },
      },
      estimated_cost_cents: 1,
      levels: EXAMPLE_LEVELS.map((level) =>
        level.level === 'binding_day'
          ? { ...level, period: '2026-11-29', limit: 50, used: 50, remaining: 0 }
          : level.level === 'wallet'
            ? { ...level, limit: 5000, used: 0, remaining: 5000 }
            : level,
      ),
    },
  },
};
