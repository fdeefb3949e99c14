import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { LISTING_EXAMPLE, ZListingSchema } from '../publishing/publication.types.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';

export const ZListListingsRequestSchema = ZListRequestSchema('pub').extend({ kind: z.enum(['workflow', 'agent']).optional(), order: ZListOrderSchema });
export const ZListListingsResponseSchema = ZPageSchema(ZListingSchema);

export const listListingsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/marketplace/listings',
    tags: ['Marketplace'],
    summary: 'Published agents and workflows you can see',
    description:
      'The live publications visible to you: a workflow (its one published version) when you can see the workflow, an agent published to the organization or to a team you are in (admins and owners see every agent listed). Filter by `kind`.',
  },
  auth: MEMBERS,
  sdk: { resource: ['marketplace', 'listings'], method: 'list' },
  examples: { response: page(LISTING_EXAMPLE) },
};
