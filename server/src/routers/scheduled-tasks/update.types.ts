import { z } from 'zod';
import { ZJsonObjectSchema } from '../../domain/bounded.js';
import { allowDraftFields, spellingsAgree } from '../../domain/workflows/allow-draft.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { DRAFT, SCHEDULED_TASK_EXAMPLE, ZCronExprSchema, ZScheduledTaskIdSchema, ZScheduledTaskSchema, ZSourceNameSchema, ZTimezoneSchema } from './scheduled-task.types.js';

export const ZUpdateScheduledTaskRequestSchema = z
  .strictObject({
    id: ZScheduledTaskIdSchema,
    name: ZSourceNameSchema.optional(),
    status: z.enum(['active', 'paused']).optional().meta({ description: 'paused: fires nothing; active again: fires next at its first time after now' }),
    payload: ZJsonObjectSchema.optional().meta({ description: "A new payload, checked against the operation's schema" }),
    cron_expr: ZCronExprSchema.optional(),
    timezone: ZTimezoneSchema.optional(),
    ...allowDraftFields(DRAFT),
  })
  .superRefine(spellingsAgree);

export const updateScheduledTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/scheduled-tasks/{id}',
    tags: ['Scheduler'],
    summary: 'Change, pause or resume a scheduled task',
    description:
      'By its creator, an admin or an owner (another member: 403). `status: "paused"` stops its fires; `"active"` resumes it at its first time after now (the times passed while paused are not fired). A new `cron_expr` or `timezone` recomputes `next_run_at` from now; a new payload or `allow_draft` is checked as at creation. The agent and the operation are fixed: delete the task and schedule another. Audited as `scheduled_task.updated`.',
    errorResponses: { 409: 'A workflow.run names a workflow with no published version and drafts are not allowed (`conflict`)' },
  },
  auth: MEMBERS,
  examples: { request: { status: 'paused' }, response: { ...SCHEDULED_TASK_EXAMPLE, status: 'paused', next_run_at: null } },
};

export const ZUpdateScheduledTaskResponseSchema = ZScheduledTaskSchema;
