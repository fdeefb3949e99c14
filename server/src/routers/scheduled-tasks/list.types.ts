import { z } from 'zod';
import { ZIdSchema } from '../../domain/bounded.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { SCHEDULED_TASK_EXAMPLE, ZScheduledTaskSchema } from './scheduled-task.types.js';

export const ZListScheduledTasksRequestSchema = ZListRequestSchema('sch').extend({
  order: ZListOrderSchema,
  agent_id: ZIdSchema.min(1).optional().meta({ description: "Only this agent's tasks" }),
  status: z.enum(['active', 'paused']).optional(),
});

export const ZListScheduledTasksResponseSchema = ZPageSchema(ZScheduledTaskSchema);

export const listScheduledTasksMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/scheduled-tasks',
    tags: ['Scheduler'],
    summary: "The organization's scheduled tasks",
    description: 'Every live task of the organization, oldest first (`order=desc`: newest first), a page at a time; deleted tasks are not listed.',
  },
  auth: MEMBERS,
  examples: { response: page(SCHEDULED_TASK_EXAMPLE) },
};
