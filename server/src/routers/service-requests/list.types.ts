import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZServiceRequestSchema, ZServiceRequestStatusSchema } from './service-request.types.js';

export const ZListServiceRequestsRequestSchema = ZListRequestSchema('sr').extend({
  agent_id: z.string().min(1).optional(),
  status: ZServiceRequestStatusSchema.optional(),
  operation: z.string().min(1).optional(),
});

export const ZListServiceRequestsResponseSchema = ZPageSchema(ZServiceRequestSchema);

export const listServiceRequestsMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/service-requests', tags: ['Dispatch'], summary: "The organization's service requests, oldest first" },
  auth: MEMBERS,
};
