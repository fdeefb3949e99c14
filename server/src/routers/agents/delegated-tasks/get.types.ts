import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { DELEGATED_TASK_EXAMPLE, ZDelegatedTaskIdSchema, ZDelegatedTaskSchema } from './task.types.js';

export const ZGetDelegatedTaskRequestSchema = z.strictObject({ id: ZAgentIdSchema, taskId: ZDelegatedTaskIdSchema });
export const ZGetDelegatedTaskResponseSchema = ZDelegatedTaskSchema;

export const getDelegatedTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/delegated-tasks/{taskId}',
    tags: ['Agents'],
    summary: 'One task the agent delegated or received',
    description: 'With spent_cents, what its dispatches spent or hold. A task of neither side of the agent is 404 under it.',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: DELEGATED_TASK_EXAMPLE },
};
