import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZCreateWorkflowRequestSchema } from '../../workflows/create.types.js';
import { ZCreateWorkflowVersionRequestSchema } from '../../workflows/versions/create.types.js';
import { ZWorkflowIdSchema, ZWorkflowNameSchema } from '../../workflows/workflow.types.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { SKILL_PROPOSAL_EXAMPLE, ZSkillProposalSchema } from './skill-proposal.types.js';

export const ZCreateSkillProposalRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  name: ZWorkflowNameSchema.meta({ description: "The new workflow's name (unique in the organization, ignoring case); with workflow_id, the proposal's title" }),
  description: ZCreateWorkflowRequestSchema.shape.description,
  workflow_id: ZWorkflowIdSchema.optional().meta({ description: 'A workflow of the organization to add a version to; without it, approving makes a new workflow' }),
  steps: ZCreateWorkflowVersionRequestSchema.shape.steps,
  edges: ZCreateWorkflowVersionRequestSchema.shape.edges,
});
export const ZCreateSkillProposalResponseSchema = ZSkillProposalSchema;

export const createSkillProposalMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/skill-proposals',
    tags: ['Agents'],
    summary: 'Propose a workflow as a skill of the agent',
    description:
      'By the agent with its key, for its own id only (any other is 404), or by people of the organization. The steps and edges are validated as a workflow version is (POST /api/v1/workflows/{id}/versions), every problem listed in `details` at its path (400), and nothing is saved. `workflow_id`, when given, must name a workflow of the organization (404); without it, `name` must be free as a workflow name (409). An admin approves or rejects it (PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}). Audited as `skill_proposal.created`.',
    errorResponses: { 409: 'Without workflow_id: the organization has a workflow of that name (`conflict`)' },
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  successStatus: 201,
  examples: {
    request: { name: SKILL_PROPOSAL_EXAMPLE.name, description: SKILL_PROPOSAL_EXAMPLE.description!, steps: SKILL_PROPOSAL_EXAMPLE.steps, edges: SKILL_PROPOSAL_EXAMPLE.edges },
    response: SKILL_PROPOSAL_EXAMPLE,
  },
};
