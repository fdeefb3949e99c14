import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { AGENT_REQUEST_EXAMPLE, ZAgentRequestSchema, ZAgentRequestStatusSchema } from './agent-request.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZListAgentRequestsRequestSchema = ZListRequestSchema('areq').extend({
  status: ZAgentRequestStatusSchema.optional(),
  agent_id: ZIdSchema.min(1).optional().meta({ description: "Only this agent's requests; an agent outside the active workspace filters to nothing" }),
  order: ZListOrderSchema,
});

export const ZListAgentRequestsResponseSchema = ZPageSchema(ZAgentRequestSchema);

export const listAgentRequestsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agent-requests',
    tags: ['Agent requests'],
    summary: "Your agents' requests to people",
    description:
      'The requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time; `status=open` gives those waiting for an answer. Any member of the organization reads them. A request of any workspace of the organization is read and answered by id.',
  },
  auth: MEMBERS,
  examples: { response: page(AGENT_REQUEST_EXAMPLE) },
};
