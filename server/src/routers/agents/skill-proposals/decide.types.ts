import { z } from 'zod';
import { ADMIN_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { SESSION_EXAMPLE } from '../../auth/session.types.js';
import { WORKFLOW_VERSION_EXAMPLE } from '../../workflows/versions/version.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { SKILL_PROPOSAL_EXAMPLE, ZSkillProposalIdSchema, ZSkillProposalSchema } from './skill-proposal.types.js';

export const ZDecideSkillProposalRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  proposalId: ZSkillProposalIdSchema,
  status: z.enum(['approved', 'rejected']),
  notes: z.string().max(2000).optional(),
});
export const ZDecideSkillProposalResponseSchema = ZSkillProposalSchema;

/** What a decision does, by either route (this one, and decide-by-body.types.ts). */
export const DECISION_RULES =
  "By an admin or owner in a browser session (approving writes a workflow, and workflows are kept to the web UI: a personal token is 403). Approving saves the proposal's steps and edges as a new draft version of its workflow, or of a new private workflow of yours named as the proposal, and grants that workflow to the agent, all in one transaction with the decision: a name taken since (409), a workflow deleted since (404) or steps no longer valid (400) leave the proposal pending. A proposal already decided is 409 `conflict`. Audited as `skill_proposal.approved` or `skill_proposal.rejected`.";

export const DECISION_CONFLICT = { 409: 'Already decided, or approving would make a workflow of a name the organization has (`conflict`)' };

export const DECISION_EXAMPLE = {
  request: { status: 'approved', notes: 'Useful: keep it' },
  response: {
    ...SKILL_PROPOSAL_EXAMPLE,
    status: 'approved',
    notes: 'Useful: keep it',
    decided_by: SESSION_EXAMPLE.user.id,
    decided_at: '2025-01-06T10:05:00.000Z',
    result_workflow_id: WORKFLOW_VERSION_EXAMPLE.workflow_id,
    result_version_id: WORKFLOW_VERSION_EXAMPLE.id,
  },
};

export const decideSkillProposalMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/skill-proposals/{proposalId}',
    tags: ['Agents'],
    summary: 'Approve or reject a skill proposal',
    description: DECISION_RULES,
    errorResponses: DECISION_CONFLICT,
  },
  auth: ADMIN_SESSIONS,
  examples: DECISION_EXAMPLE,
};
