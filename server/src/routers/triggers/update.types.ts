import { z } from 'zod';
import { ZJsonObjectSchema } from '../../domain/bounded.js';
import { allowDraftFields, spellingsAgree } from '../../domain/workflows/allow-draft.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DRAFT, ZCronExprSchema, ZSourceNameSchema, ZTimezoneSchema } from '../scheduled-tasks/scheduled-task.types.js';
import { TRIGGER_EXAMPLE, ZTriggerIdSchema, ZTriggerSchema } from './trigger.types.js';

export const ZUpdateTriggerRequestSchema = z
  .strictObject({
    id: ZTriggerIdSchema,
    name: ZSourceNameSchema.optional(),
    status: z.enum(['active', 'paused']).optional().meta({ description: 'paused: fires nothing (a webhook fire is 409); active again: a cron trigger fires next at its first time after now' }),
    payload: ZJsonObjectSchema.optional().meta({ description: "A new payload (a cron trigger's is checked against the operation's schema)" }),
    cron_expr: ZCronExprSchema.optional().meta({ description: 'Kind cron only (a webhook: 400): a new schedule, next_run_at recomputed from now' }),
    timezone: ZTimezoneSchema.optional().meta({ description: 'Kind cron only (a webhook: 400)' }),
    ...allowDraftFields(DRAFT),
  })
  .superRefine(spellingsAgree);

export const ZUpdateTriggerResponseSchema = ZTriggerSchema;

export const updateTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/triggers/{id}',
    tags: ['Triggers'],
    summary: 'Change, pause or resume a trigger',
    description:
      'By its creator, an admin or an owner (another member: 403). Fields left out stay. `status: "paused"` stops its fires (a webhook fire is then 409); `"active"` takes them again (a cron trigger at its first time after now). The agent, the operation, the kind, the mode and the signing secret are fixed: delete the trigger and create another. Browser session only (a personal token is 403). Audited as `trigger.updated`.',
    errorResponses: { 409: 'A workflow.run names a workflow with no published version and drafts are not allowed (`conflict`)' },
  },
  auth: MEMBER_SESSIONS,
  examples: { request: { status: 'paused' }, response: { ...TRIGGER_EXAMPLE, status: 'paused' } },
};
