import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import { isCreatorOrAdmin, type UserCaller } from '../../domain/auth/caller.js';
import { DEFAULT_TIMEZONE } from '../../domain/event-sources/cron.js';
import type { EventSource } from '../../domain/event-sources/sources.js';
import { allowDraftOf } from '../../domain/workflows/allow-draft.js';
import { CREATED_AT, USER_ID } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZScheduledTaskIdSchema = ZIdSchema.min(1).meta({ description: 'Scheduled task id (sch_…)' });

export const ZSourceNameSchema = z.string().trim().min(1).max(200).meta({ description: 'A label, trimmed, 1 to 200 characters' });

export const ZCronExprSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .meta({
    description:
      'Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once',
  });

export const ZTimezoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .meta({ description: `An IANA time zone (America/New_York, Europe/Berlin); default ${DEFAULT_TIMEZONE}. An unknown one is 400 naming the field` });

export const ZFireModeSchema = z.enum(['live', 'test']).meta({ description: "live: real providers, paid from the agent's workspace; test: the sandbox, free" });

export const DRAFT = 'For workflow.run: run the newest version when none is published (the caller must see the workflow)';

export const ZScheduledTaskSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent each fire dispatches as' }),
    name: ZLabelSchema,
    operation: ZLabelSchema,
    payload: ZJsonObjectSchema,
    schedule_type: z.literal('recurring'),
    cron_expr: ZLabelSchema,
    timezone: ZLabelSchema,
    mode: ZFireModeSchema,
    allow_draft: z.boolean().meta({ description: DRAFT }),
    status: z.enum(['active', 'paused']).meta({ description: 'paused: fires nothing; the times passed while paused are not fired later' }),
    next_run_at: ZTimestampSchema.nullable().meta({ description: 'The next time it fires; null while paused' }),
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    can_edit: z.boolean().meta({ description: 'Whether you may change or delete it: its creator, admins and owners' }),
  })
  .meta({ id: 'ScheduledTask' });

export type ScheduledTaskResponse = z.infer<typeof ZScheduledTaskSchema>;

/** The fields a scheduled task and a trigger share, as both groups answer them. */
export function sourceFields(source: EventSource, viewer: UserCaller) {
  return {
    id: source.id,
    agent_id: source.agentId,
    name: source.name,
    operation: source.operation,
    payload: source.payload as Record<string, unknown>,
    mode: source.mode,
    allow_draft: source.allowDraft,
    status: source.status,
    next_run_at: source.nextRunAt?.toISOString() ?? null,
    created_by: source.createdBy,
    created_at: source.createdAt.toISOString(),
    updated_at: source.updatedAt.toISOString(),
    can_edit: isCreatorOrAdmin(viewer, source),
  };
}

/** What both groups' create bodies name alike, as the domain takes it. */
export function sourceInput(input: { agent_id: string; name: string; operation: string; payload: Record<string, unknown>; mode: 'live' | 'test'; allow_draft?: boolean | undefined; allowDraft?: boolean | undefined }) {
  return { agentId: input.agent_id, name: input.name, operation: input.operation, payload: input.payload, mode: input.mode, allowDraft: allowDraftOf(input) ?? false };
}

/** What both groups' PATCH bodies change alike, as the domain takes it (sources.ts SourceChanges). */
export function sourceChanges(input: {
  name?: string | undefined;
  status?: 'active' | 'paused' | undefined;
  payload?: Record<string, unknown> | undefined;
  cron_expr?: string | undefined;
  timezone?: string | undefined;
  allow_draft?: boolean | undefined;
  allowDraft?: boolean | undefined;
}) {
  return { name: input.name, status: input.status, payload: input.payload, cronExpr: input.cron_expr, timezone: input.timezone, allowDraft: allowDraftOf(input) };
}

export function toScheduledTaskResponse(task: EventSource, viewer: UserCaller): ScheduledTaskResponse {
  return { ...sourceFields(task, viewer), schedule_type: 'recurring', cron_expr: task.cronExpr!, timezone: task.timezone! };
}

export const SCHEDULED_TASK_EXAMPLE: ScheduledTaskResponse = {
  id: 'sch_01jh0xq5a7c9e1g3j5m7p9s1v3',
  agent_id: 'agt_01jh0xa3b5d7f9h1k3m5p7r9s1',
  name: 'Morning supplier digest',
  operation: 'workflow.run',
  payload: { workflow_id: 'Supplier research', input: { supplier: 'Acme' } },
  schedule_type: 'recurring',
  cron_expr: '0 9 * * 1-5',
  timezone: 'Europe/Berlin',
  mode: 'live',
  allow_draft: false,
  status: 'active',
  next_run_at: '2025-01-07T08:00:00.000Z',
  created_by: USER_ID,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  can_edit: true,
};
