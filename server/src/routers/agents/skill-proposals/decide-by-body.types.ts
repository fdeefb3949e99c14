import { z } from 'zod';
import { ADMIN_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { DECISION_CONFLICT, DECISION_EXAMPLE, DECISION_RULES, ZDecideSkillProposalResponseSchema } from './decide.types.js';
import { SKILL_PROPOSAL_EXAMPLE, ZSkillProposalIdSchema } from './skill-proposal.types.js';

/** The spec's form of the decision: PATCH on the collection, the proposal named in the body. */
export const ZDecideSkillProposalByBodyRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  proposal_id: ZSkillProposalIdSchema,
  status: z.enum(['approved', 'rejected']),
  notes: z.string().max(2000).optional(),
});
export const ZDecideSkillProposalByBodyResponseSchema = ZDecideSkillProposalResponseSchema;

export const decideSkillProposalByBodyMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/skill-proposals',
    tags: ['Agents'],
    summary: 'Approve or reject a skill proposal named in the body',
    description: `The spec's form of PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}, which stays: the same decision, the proposal named by \`proposal_id\` in the body (a proposal of another agent, or none, is 404). ${DECISION_RULES}`,
    errorResponses: DECISION_CONFLICT,
  },
  auth: ADMIN_SESSIONS,
  examples: { ...DECISION_EXAMPLE, request: { proposal_id: SKILL_PROPOSAL_EXAMPLE.id, ...DECISION_EXAMPLE.request } },
};
