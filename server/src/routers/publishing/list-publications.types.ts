import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { PUBLICATION_EXAMPLE, ZPublicationSchema } from './publication.types.js';

export const ZListPublicationsRequestSchema = ZListRequestSchema('pub').extend({
  kind: z.enum(['workflow', 'agent']).optional(),
  status: z.enum(['live', 'revoked']).optional(),
  order: ZListOrderSchema,
});
export const ZListPublicationsResponseSchema = ZPageSchema(ZPublicationSchema);

export const listPublicationsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/publications',
    tags: ['Publishing'],
    summary: 'Publications, live and revoked',
    description:
      "What has been published: holders of `publish.manage` (and owners) see the organization's every publication; other members those of workflows they can see and of agents published to the organization or to a team they are in. Filter by `kind` and `status`.",
  },
  auth: MEMBERS,
  sdk: { resource: ['publications'], method: 'list' },
  examples: { response: page(PUBLICATION_EXAMPLE) },
};
