import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { DELEGATED_TASK_EXAMPLE, ZDelegatedTaskSchema, ZDelegatedTaskStatusSchema } from './task.types.js';

export const ZListDelegatedTasksRequestSchema = ZListRequestSchema('tsk').extend({
  id: ZAgentIdSchema,
  order: ZListOrderSchema,
  status: ZDelegatedTaskStatusSchema.optional(),
  side: z.enum(['delegated', 'received']).optional().meta({ description: 'delegated: the tasks the agent handed out; received: those handed to it; both when absent' }),
});
export const ZListDelegatedTasksResponseSchema = ZPageSchema(ZDelegatedTaskSchema);

export const listDelegatedTasksMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/delegated-tasks',
    tags: ['Agents'],
    summary: 'The tasks the agent delegated and received',
    description:
      'Oldest first (`order=desc`: newest first), a page at a time; filter by status and by side. An agent key reads its own agent only (another id is 404); people of the organization read any agent.',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: page(DELEGATED_TASK_EXAMPLE) },
};
