import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { PUBLISH_REQUEST_EXAMPLE, ZPublishRequestSchema } from './publication.types.js';

export const ZListPublishRequestsRequestSchema = ZListRequestSchema('preq').extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  order: ZListOrderSchema,
});
export const ZListPublishRequestsResponseSchema = ZPageSchema(ZPublishRequestSchema);

export const listPublishRequestsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/publish-requests',
    tags: ['Publishing'],
    summary: 'Publish requests; filter by status',
    description:
      "For holders of `publish.manage` (and owners), the organization's review queue (`status=pending`); for other members, the requests they made. Requests are made with POST /api/v1/workflows/{id}/versions/{versionId}/publish and POST /api/v1/agents/{id}/publish.",
  },
  auth: MEMBERS,
  sdk: { resource: ['publishRequests'], method: 'list' },
  examples: { response: page({ ...PUBLISH_REQUEST_EXAMPLE, status: 'pending', notes: null, decided_by: null, decided_at: null, publication_id: null }) },
};
