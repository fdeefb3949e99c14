import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TRIGGER_EXAMPLE, ZTriggerIdSchema, ZTriggerSchema } from './trigger.types.js';

export const ZGetTriggerRequestSchema = z.strictObject({ id: ZTriggerIdSchema });
export const ZGetTriggerResponseSchema = ZTriggerSchema;

export const getTriggerMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/triggers/{id}',
    tags: ['Triggers'],
    summary: 'One trigger',
    description: "A live trigger of the organization, without its signing secret (shown only at creation); a deleted one, or another organization's, is 404. Browser session only (a personal token is 403).",
  },
  auth: MEMBER_SESSIONS,
  examples: { response: TRIGGER_EXAMPLE },
};
