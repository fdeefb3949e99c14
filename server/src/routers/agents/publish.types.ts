import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_TARGET, PUBLISH_REQUEST_EXAMPLE, ZPublishRequestSchema } from '../publishing/publication.types.js';
import { ZAgentIdSchema } from './agent.types.js';

export const ZPublishAgentRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  scope: z.enum(['team', 'org']).meta({ description: "Who sees it in the marketplace: its team's members, or the whole organization" }),
});
export const ZPublishAgentResponseSchema = ZPublishRequestSchema;

export const publishAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/publish',
    tags: ['Agents'],
    summary: 'Request publication of an agent (team or org scope)',
    description:
      'Admins and owners ask for the agent to be listed in the marketplace (GET /api/v1/marketplace/listings); a member with `publish.manage` approves (PATCH /api/v1/publish-requests/{id}), and an owner’s request is approved at once. `team` needs the agent to be in a team. An agent already published, or with a request pending, is 409. Audited as `publish.requested`.',
    errorResponses: { 409: 'The agent is published already, has a request pending, or is in no team for scope team' },
  },
  auth: ADMINS,
  successStatus: 201,
  examples: {
    request: { scope: 'org' },
    response: {
      ...PUBLISH_REQUEST_EXAMPLE,
      ...AGENT_TARGET,
      status: 'pending',
      notes: null,
      decided_by: null,
      decided_at: null,
      publication_id: null,
    },
  },
};
