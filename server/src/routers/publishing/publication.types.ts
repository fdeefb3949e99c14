import { z } from 'zod';
import type { PublicationWithTarget } from '../../domain/publishing/publications.js';
import type { UserCaller } from '../../domain/auth/caller.js';
import { mayDecidePublishRequest, type PublishRequestWithTarget } from '../../domain/publishing/publish-requests.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { WORKFLOW_EXAMPLE } from '../workflows/workflow.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

const ZKindSchema = z.enum(['workflow', 'agent']).meta({ description: 'What is published: a workflow version or an agent' });
const ZScopeSchema = z
  .enum(['team', 'org'])
  .nullable()
  .meta({ description: "An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides" });

/** What a publication or a request publishes, as both show it. */
const target = {
  kind: ZKindSchema,
  name: ZLabelSchema.meta({ description: 'The workflow’s or the agent’s name' }),
  workflow_id: ZIdSchema.nullable(),
  version_id: ZIdSchema.nullable(),
  version_number: z.number().int().nullable(),
  agent_id: ZIdSchema.nullable(),
  scope: ZScopeSchema,
};

function targetOf(row: PublicationWithTarget | PublishRequestWithTarget) {
  return {
    kind: row.kind,
    name: row.workflow?.name ?? row.agent?.name ?? '',
    workflow_id: row.workflowId,
    version_id: row.versionId,
    version_number: row.version?.number ?? null,
    agent_id: row.agentId,
    scope: row.scope,
  };
}

export const ZPublishRequestIdSchema = ZIdSchema.min(1).meta({ description: 'Publish request id (preq_…)' });
export const ZPublicationIdSchema = ZIdSchema.min(1).meta({ description: 'Publication id (pub_…)' });

export const ZPublishRequestSchema = z
  .object({
    id: ZIdSchema,
    ...target,
    status: z.enum(['pending', 'approved', 'rejected']),
    requested_by: ZLabelSchema.meta({ description: 'The user id of who asked' }),
    notes: ZTextSchema.nullable().meta({ description: 'The decider’s notes' }),
    decided_by: ZLabelSchema.nullable(),
    decided_at: ZTimestampSchema.nullable(),
    publication_id: ZIdSchema.nullable().meta({ description: 'The publication an approval made' }),
    created_at: ZTimestampSchema,
    can_decide: z.boolean().meta({
      description: 'Whether you may approve or reject it now: it is pending, you hold publish.manage, and it is not your own request unless you are an owner',
    }),
  })
  .meta({ id: 'PublishRequest' });

export type PublishRequestResponse = z.infer<typeof ZPublishRequestSchema>;

export function toPublishRequestResponse(request: PublishRequestWithTarget, viewer: UserCaller): PublishRequestResponse {
  return {
    id: request.id,
    ...targetOf(request),
    status: request.status,
    requested_by: request.requestedBy,
    notes: request.notes,
    decided_by: request.decidedBy,
    decided_at: request.decidedAt?.toISOString() ?? null,
    publication_id: request.publicationId,
    created_at: request.createdAt.toISOString(),
    can_decide: mayDecidePublishRequest(viewer, request),
  };
}

export const ZPublicationSchema = z
  .object({
    id: ZIdSchema,
    ...target,
    status: z.enum(['live', 'revoked']).meta({ description: 'live: listed in the marketplace (a workflow version: the one runs use); revoked: no longer' }),
    published_by: ZLabelSchema.meta({ description: 'The user id of who approved it (or the owner who asked)' }),
    published_at: ZTimestampSchema,
    revoked_at: ZTimestampSchema.nullable(),
    revoked_by: ZLabelSchema.nullable(),
    revoke_reason: ZTextSchema.nullable(),
  })
  .meta({ id: 'Publication' });

export type PublicationResponse = z.infer<typeof ZPublicationSchema>;

export function toPublicationResponse(publication: PublicationWithTarget): PublicationResponse {
  return {
    id: publication.id,
    ...targetOf(publication),
    status: publication.revokedAt ? 'revoked' : 'live',
    published_by: publication.publishedBy,
    published_at: publication.createdAt.toISOString(),
    revoked_at: publication.revokedAt?.toISOString() ?? null,
    revoked_by: publication.revokedBy,
    revoke_reason: publication.revokeReason,
  };
}

export const ZListingSchema = z
  .object({
    id: ZIdSchema.meta({ description: 'The publication (pub_…)' }),
    ...target,
    description: ZTextSchema.nullable(),
    published_at: ZTimestampSchema,
  })
  .meta({ id: 'MarketplaceListing' });

export type ListingResponse = z.infer<typeof ZListingSchema>;

export function toListingResponse(publication: PublicationWithTarget): ListingResponse {
  return {
    id: publication.id,
    ...targetOf(publication),
    description: publication.workflow?.description ?? publication.agent?.description ?? null,
    published_at: publication.createdAt.toISOString(),
  };
}

const WORKFLOW_TARGET = {
  kind: 'workflow' as const,
  name: WORKFLOW_EXAMPLE.name,
  workflow_id: WORKFLOW_EXAMPLE.id,
  version_id: 'wfv_01jh0xq7c9e1g3j5m7p9s1v3x5',
  version_number: 1,
  agent_id: null,
  scope: null,
};

export const PUBLISH_REQUEST_EXAMPLE: PublishRequestResponse = {
  id: 'preq_01jh0xr2d4f6h8k0n2q4s6v8x0',
  ...WORKFLOW_TARGET,
  status: 'approved',
  requested_by: WORKFLOW_EXAMPLE.created_by,
  notes: 'Checked the service calls and their budgets',
  decided_by: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
  decided_at: CREATED_AT,
  publication_id: 'pub_01jh0xr5g7j9m1p3r5t7w9y1a3',
  created_at: CREATED_AT,
  can_decide: false,
};

export const PUBLICATION_EXAMPLE: PublicationResponse = {
  id: 'pub_01jh0xr5g7j9m1p3r5t7w9y1a3',
  ...WORKFLOW_TARGET,
  status: 'live',
  published_by: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
  published_at: CREATED_AT,
  revoked_at: null,
  revoked_by: null,
  revoke_reason: null,
};

/** The example agent, published to its organization. */
export const AGENT_TARGET = {
  kind: 'agent' as const,
  name: AGENT_EXAMPLE.name,
  workflow_id: null,
  version_id: null,
  version_number: null,
  agent_id: AGENT_EXAMPLE.id,
  scope: 'org' as const,
};

export const LISTING_EXAMPLE: ListingResponse = {
  id: 'pub_01jh0xr8k0m2p4s6v8x0z2b4d6',
  ...AGENT_TARGET,
  description: AGENT_EXAMPLE.description,
  published_at: CREATED_AT,
};
