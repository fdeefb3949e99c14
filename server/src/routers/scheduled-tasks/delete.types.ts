import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZScheduledTaskIdSchema } from './scheduled-task.types.js';

export const ZDeleteScheduledTaskRequestSchema = z.strictObject({ id: ZScheduledTaskIdSchema });

export const deleteScheduledTaskMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/scheduled-tasks/{id}',
    tags: ['Scheduler'],
    summary: 'Delete a scheduled task',
    description:
      'By its creator, an admin or an owner (another member: 403). It fires no more; a fire of it not yet dispatched is recorded skipped (`source_deleted`); the requests it made stay in the audit trail. Audited as `scheduled_task.deleted`.',
  },
  auth: MEMBERS,
  successStatus: 204,
};
