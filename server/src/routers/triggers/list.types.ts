import { z } from 'zod';
import { ZIdSchema } from '../../domain/bounded.js';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { TRIGGER_EXAMPLE, ZTriggerSchema } from './trigger.types.js';

export const ZListTriggersRequestSchema = ZListRequestSchema('trg').extend({
  order: ZListOrderSchema,
  agent_id: ZIdSchema.min(1).optional().meta({ description: "Only this agent's triggers" }),
  status: z.enum(['active', 'paused']).optional(),
});

export const ZListTriggersResponseSchema = ZPageSchema(ZTriggerSchema);

export const listTriggersMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/triggers',
    tags: ['Triggers'],
    summary: "The organization's triggers",
    description: 'Every live trigger of the organization, oldest first (`order=desc`: newest first), a page at a time (the SDKs iterate every page); deleted triggers are not listed. Signing secrets are never shown. Browser session only (a personal token is 403).',
  },
  auth: MEMBER_SESSIONS,
  examples: { response: page(TRIGGER_EXAMPLE) },
};
