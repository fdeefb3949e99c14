import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { page } from '../../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../../shared.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { SKILL_PROPOSAL_EXAMPLE, ZSkillProposalSchema, ZSkillProposalStatusSchema } from './skill-proposal.types.js';

export const ZListSkillProposalsRequestSchema = ZListRequestSchema('skp').extend({
  id: ZAgentIdSchema,
  status: ZSkillProposalStatusSchema.optional(),
});
export const ZListSkillProposalsResponseSchema = ZPageSchema(ZSkillProposalSchema);

export const listSkillProposalsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/skill-proposals',
    tags: ['Agents'],
    summary: "The agent's skill proposals",
    description: 'Newest first, a page at a time, filtered by status. The agent with its key, for its own id only (any other is 404), or people of the organization.',
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: { response: page(SKILL_PROPOSAL_EXAMPLE) },
};
