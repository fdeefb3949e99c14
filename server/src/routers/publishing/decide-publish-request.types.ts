import { z } from 'zod';
import { PUBLISH_MANAGERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { PUBLISH_REQUEST_EXAMPLE, ZPublishRequestIdSchema, ZPublishRequestSchema } from './publication.types.js';

export const ZDecidePublishRequestRequestSchema = z.strictObject({
  id: ZPublishRequestIdSchema,
  status: z.enum(['approved', 'rejected']),
  notes: z.string().trim().min(1).max(2000).optional().meta({ description: 'Why, shown to the requester' }),
});
export const ZDecidePublishRequestResponseSchema = ZPublishRequestSchema;

export const decidePublishRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/publish-requests/{id}',
    tags: ['Publishing'],
    summary: 'Approve or reject a publish request',
    description:
      'Needs `publish.manage` (owners hold it), and never by the request\'s requester (403), unless an owner. Approving publishes at once, in the same transaction: a workflow version becomes the published one (the version published before it goes back to draft, superseded), an agent is listed in the marketplace to its scope. Only a pending request is decided: a second decision is 409. Audited as `publish.approved` or `publish.rejected`, and `publication.created`.',
    errorResponses: { 403: 'The credential lacks `publish.manage`, or the caller filed the request and is not an owner (`forbidden`)', 409: 'The request is already decided' },
  },
  auth: PUBLISH_MANAGERS,
  sdk: { resource: ['publishRequests'], method: 'update' },
  examples: { request: { status: 'approved', notes: PUBLISH_REQUEST_EXAMPLE.notes! }, response: PUBLISH_REQUEST_EXAMPLE },
};
