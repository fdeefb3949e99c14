import { z } from 'zod';
import type { DelegatedTaskWithSpend } from '../../../domain/agents/delegated-tasks.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { ZCentsSchema, ZTimestampSchema } from '../../shared.types.js';
import { CONSTANT_LIST_MAX_ITEMS, ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../../domain/bounded.js';

export const ZDelegatedTaskStatusSchema = z.enum(['accepted', 'in_progress', 'completed', 'failed', 'cancelled']);

export const ZDelegatedTaskSchema = z
  .object({
    id: ZIdSchema,
    parent_agent_id: ZIdSchema.meta({ description: 'The agent that delegated the task' }),
    child_agent_id: ZIdSchema.meta({ description: 'The spawned agent doing it' }),
    mode: z.enum(['live', 'test']).meta({ description: "The mode of the key that delegated it: the child dispatches for it with its key of this mode" }),
    title: ZLabelSchema,
    input: ZJsonObjectSchema.nullable(),
    budget_cents: ZCentsSchema.meta({ description: 'The hard cap of what dispatches for the task may hold and spend' }),
    spent_cents: ZCentsSchema.meta({ description: 'What dispatches for the task have spent, or hold while in flight' }),
    operations: z.array(ZTextSchema).max(CONSTANT_LIST_MAX_ITEMS).meta({ description: 'The only operations a dispatch for the task may use' }),
    status: ZDelegatedTaskStatusSchema,
    result: z.unknown().meta({ description: 'What the child reported when it completed or failed (any JSON); null until then' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    completed_at: ZTimestampSchema.nullable().meta({ description: 'When it was completed, failed or cancelled' }),
  })
  .meta({ id: 'DelegatedTask' });

export type DelegatedTaskResponse = z.infer<typeof ZDelegatedTaskSchema>;

export function toDelegatedTaskResponse(task: DelegatedTaskWithSpend): DelegatedTaskResponse {
  return {
    id: task.id,
    parent_agent_id: task.parentAgentId,
    child_agent_id: task.childAgentId,
    mode: task.mode,
    title: task.title,
    input: task.input as Record<string, unknown> | null,
    budget_cents: Number(task.budgetCents),
    spent_cents: Number(task.spentCents),
    operations: task.operations,
    status: task.status,
    result: task.result ?? null,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    completed_at: task.completedAt?.toISOString() ?? null,
  };
}

export const ZDelegatedTaskIdSchema = ZIdSchema.min(1).meta({ description: 'Delegated task id (tsk_…)' });

export const DELEGATED_TASK_EXAMPLE: DelegatedTaskResponse = {
  id: 'tsk_01jh0xt3a5s7k9d1e3l5g7t9e1',
  parent_agent_id: AGENT_EXAMPLE.id,
  child_agent_id: 'agt_01jh0xs1p2a3w4n5e6d7c8h9l0',
  mode: 'test',
  title: 'Check the citations of the Q1 report',
  input: { report_url: 'https://example.com/q1.pdf' },
  budget_cents: 300,
  spent_cents: 0,
  operations: ['web_search.search'],
  status: 'accepted',
  result: null,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  completed_at: null,
};
