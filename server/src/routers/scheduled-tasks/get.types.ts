import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { SCHEDULED_TASK_EXAMPLE, ZScheduledTaskIdSchema, ZScheduledTaskSchema } from './scheduled-task.types.js';

export const ZGetScheduledTaskRequestSchema = z.strictObject({ id: ZScheduledTaskIdSchema });

export const getScheduledTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/scheduled-tasks/{id}',
    tags: ['Scheduler'],
    summary: 'One scheduled task',
    description: "A live task of the organization; another organization's, a trigger's id or a deleted task is 404.",
  },
  auth: MEMBERS,
  examples: { response: SCHEDULED_TASK_EXAMPLE },
};

export const ZGetScheduledTaskResponseSchema = ZScheduledTaskSchema;
