import { z } from 'zod';
import { PUBLISH_MANAGERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { PUBLICATION_EXAMPLE, ZPublicationIdSchema, ZPublicationSchema } from './publication.types.js';

/** Why something published is taken back: required, because the audit trail keeps it. */
export const ZRevokeReasonSchema = z.string().trim().min(1).max(500).meta({ description: 'Why, kept in the audit trail' });

export const ZRevokePublicationRequestSchema = z.strictObject({ id: ZPublicationIdSchema, reason: ZRevokeReasonSchema });
export const ZRevokePublicationResponseSchema = ZPublicationSchema;

export const revokePublicationMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/publications/{id}/revoke',
    tags: ['Publishing'],
    summary: 'Revoke a publication',
    description:
      'Needs `publish.manage` (owners hold it). A workflow version goes back to draft (runs and workflow.run without a version then find none published); an agent leaves the marketplace. Audited as `publication.revoked` with the reason. A publication already revoked is 409.',
    errorResponses: { 409: 'The publication is already revoked' },
  },
  auth: PUBLISH_MANAGERS,
  sdk: { resource: ['publications'], method: 'revoke' },
  examples: {
    request: { reason: 'Calls a provider we stopped paying for' },
    response: { ...PUBLICATION_EXAMPLE, status: 'revoked', revoked_at: PUBLICATION_EXAMPLE.published_at, revoked_by: PUBLICATION_EXAMPLE.published_by, revoke_reason: 'Calls a provider we stopped paying for' },
  },
};
