import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { EVENT_FIRE_EXAMPLE, ZEventFireSchema } from '../scheduled-tasks/fire.types.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { TRIGGER_EXAMPLE, ZTriggerIdSchema } from './trigger.types.js';

export const ZListTriggerRunsRequestSchema = ZListRequestSchema('fir').extend({ id: ZTriggerIdSchema, order: ZListOrderSchema });

export const ZListTriggerRunsResponseSchema = ZPageSchema(ZEventFireSchema);

export const listTriggerRunsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/triggers/{id}/runs',
    tags: ['Triggers'],
    summary: "A trigger's fires",
    description:
      'Each fire, oldest first (`order=desc`: newest first), a page at a time: for a cron trigger the time it was scheduled for, when it was dispatched, and the service request it made as that request stands now (with the workflow run a workflow.run started), or why it was skipped. A webhook fire refused before dispatch (a bad signature, a paused trigger, a body the operation refuses) left no fire. Browser session only (a personal token is 403).',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: page({ ...EVENT_FIRE_EXAMPLE, source_id: TRIGGER_EXAMPLE.id, scheduled_for: null }) },
};
