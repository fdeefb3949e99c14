import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZServiceRequestSchema, ZServiceRequestStatusSchema } from './service-request.types.js';
import { SERVICE_REQUEST_EXAMPLE, page } from '../examples.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZListServiceRequestsRequestSchema = ZListRequestSchema('sr').extend({
  agent_id: ZIdSchema.min(1).optional(),
  status: ZServiceRequestStatusSchema.optional(),
  operation: ZLabelSchema.min(1).optional(),
  mode: z.enum(['live', 'test']).optional(),
  order: ZListOrderSchema,
});

export const ZListServiceRequestsResponseSchema = ZPageSchema(ZServiceRequestSchema);

export const listServiceRequestsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/service-requests',
    tags: ['Dispatch'],
    summary: "Your workspace's service requests",
    description:
      "The service requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time (`cursor`, `limit`); filter by agent, status, operation or mode. Each is as GET /api/v1/service-requests/{id} answers it, which reads a request of any workspace of the organization.",
  },
  auth: MEMBERS,
  examples: { response: page(SERVICE_REQUEST_EXAMPLE) },
};
