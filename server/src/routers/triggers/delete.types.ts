import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTriggerIdSchema } from './trigger.types.js';

export const ZDeleteTriggerRequestSchema = z.strictObject({ id: ZTriggerIdSchema });

export const deleteTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/triggers/{id}',
    tags: ['Triggers'],
    summary: 'Delete a trigger',
    description:
      'By its creator, an admin or an owner (another member: 403). It fires no more: its fire URL answers 404, a cron fire of it not yet dispatched is recorded skipped (`source_deleted`); its fires stay in the audit trail. This is how a signing secret is rotated: delete the trigger and create another. Browser session only (a personal token is 403). Audited as `trigger.deleted`.',
  },
  auth: MEMBER_SESSIONS,
  successStatus: 204,
};
