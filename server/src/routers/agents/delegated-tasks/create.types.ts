import { z } from 'zod';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZCentsSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { DELEGATED_TASK_EXAMPLE, ZDelegatedTaskSchema } from './task.types.js';
import { ZJsonObjectSchema } from '../../../domain/bounded.js';

export const ZCreateDelegatedTaskRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  child_agent_id: z.string().min(1).max(100).meta({ description: 'An agent the caller spawned (parent_agent_id is the caller)' }),
  title: z.string().trim().min(1).max(200),
  input: ZJsonObjectSchema.optional().meta({ description: 'What the child needs to do the work: any JSON object' }),
  budget_cents: ZCentsSchema.meta({ description: 'The hard cap of the task: its dispatches are blocked `task_budget_exceeded` past it' }),
  operations: z
    .array(z.string().min(1).max(100))
    .min(1)
    .max(100)
    .refine((operations) => new Set(operations).size === operations.length, 'each operation once')
    .meta({ description: "The operations the task allows, each an enabled service of the child" }),
});

export const createDelegatedTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/delegated-tasks',
    tags: ['Agents'],
    summary: 'Delegate a task to a spawned agent, with a hard budget cap and narrowed operations',
    description:
      "By the parent's own agent key ({id} its own agent). The child must be an agent it spawned (else 404); each operation an enabled service of the child (else 403, `details` naming each). The task starts `accepted`, in the mode of the delegating key: the child dispatches for it with its key of that mode (another mode is blocked `policy_violation`). The child dispatches for it with the header `X-Delegated-Task: <task id>`: each such request also counts against budget_cents (blocked `task_budget_exceeded`) and may use only the task's operations (blocked `policy_violation`); once the task is over they are blocked `task_closed`. Audited as `delegated_task.created`.",
    errorResponses: { 404: 'No agent the caller spawned has child_agent_id' },
  },
  auth: { credentials: ['agent'] },
  successStatus: 201,
  examples: {
    request: { child_agent_id: DELEGATED_TASK_EXAMPLE.child_agent_id, title: DELEGATED_TASK_EXAMPLE.title, input: DELEGATED_TASK_EXAMPLE.input!, budget_cents: 300, operations: ['web_search.search'] },
    response: DELEGATED_TASK_EXAMPLE,
  },
};
export const ZCreateDelegatedTaskResponseSchema = ZDelegatedTaskSchema;
