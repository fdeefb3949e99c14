import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { EVENT_FIRE_EXAMPLE, ZEventFireSchema } from './fire.types.js';
import { ZScheduledTaskIdSchema } from './scheduled-task.types.js';

export const ZListScheduledTaskRunsRequestSchema = ZListRequestSchema('fir').extend({ id: ZScheduledTaskIdSchema, order: ZListOrderSchema });

export const ZListScheduledTaskRunsResponseSchema = ZPageSchema(ZEventFireSchema);

export const listScheduledTaskRunsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/scheduled-tasks/{id}/runs',
    tags: ['Scheduler'],
    summary: "A scheduled task's fires",
    description:
      'Each fire, oldest first (`order=desc`: newest first), a page at a time: the time it was scheduled for, when it was dispatched, and the service request it made as that request stands now (with the workflow run a workflow.run started), or why it was skipped. Skipped fires are listed too.',
  },
  auth: MEMBERS,
  examples: { response: page(EVENT_FIRE_EXAMPLE) },
};
