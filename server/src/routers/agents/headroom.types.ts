import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from './agent.types.js';
import { AGENT_SELF_EXAMPLE } from './me.types.js';

export const ZGetAgentHeadroomRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  mode: z.enum(['live', 'test']).default('live').meta({ description: 'The mode whose counters to read (test mode counts on counters of its own); default live' }),
});

export const getAgentHeadroomMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/headroom',
    tags: ['Agents'],
    summary: "An agent's limits and what is left of them, for the people who set them",
    description:
      "What GET /api/v1/agents/me answers the agent itself, read by a member of its organization: its bindings' day and month limits with what is counted against them, its monthly cap, its team's budget and its owner's allocation, and the wallet, in `mode` (live unless asked). The same counters the next admission holds against, so a meter drawn from it never disagrees with a refusal. 404 for an agent of another organization.",
  },
  auth: MEMBERS,
  examples: { response: AGENT_SELF_EXAMPLE },
};
