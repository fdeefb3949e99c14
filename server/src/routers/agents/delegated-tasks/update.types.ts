import { z } from 'zod';
import { AGENT_ITSELF_AND_ADMINS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { DELEGATED_TASK_EXAMPLE, ZDelegatedTaskIdSchema, ZDelegatedTaskSchema, ZDelegatedTaskStatusSchema } from './task.types.js';

export const ZUpdateDelegatedTaskRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  taskId: ZDelegatedTaskIdSchema,
  status: ZDelegatedTaskStatusSchema.exclude(['accepted']),
  result: z.unknown().optional().meta({ description: 'What came of the task: with completed or failed only' }),
});
export const ZUpdateDelegatedTaskResponseSchema = ZDelegatedTaskSchema;

export const updateDelegatedTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/delegated-tasks/{taskId}',
    tags: ['Agents'],
    summary: 'Move a delegated task: start, finish, or cancel it',
    description:
      'The spec\'s states: the child ({id} its own agent, by its key) starts the task (accepted → in_progress) and finishes it (in_progress → completed or failed, with its `result`); the parent (by its key), or an admin or owner of the organization, cancels it while it is accepted or in progress. Any other move is 409 `conflict`, as is the second of two racing moves. A task over takes no more dispatches. Audited as `delegated_task.updated` with from and to.',
    errorResponses: { 409: 'The move is not one the caller may make from the task\'s state (`conflict`)' },
  },
  auth: AGENT_ITSELF_AND_ADMINS,
  examples: { request: { status: 'in_progress' }, response: { ...DELEGATED_TASK_EXAMPLE, status: 'in_progress' } },
};
