import { z } from 'zod';
import type { SkillProposal } from '../../../domain/agents/skill-proposals.js';
import type { WorkflowEdge, WorkflowStep } from '../../../domain/workflows/definition.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { ZTimestampSchema } from '../../shared.types.js';
import { WORKFLOW_VERSION_EXAMPLE, ZWorkflowVersionSchema } from '../../workflows/versions/version.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../../domain/bounded.js';

export const ZSkillProposalIdSchema = ZIdSchema.min(1).meta({ description: 'Skill proposal id (skp_…)' });

export const ZSkillProposalStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const ZSkillProposalSchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema.meta({ description: 'The agent the skill is for: approving grants it the workflow' }),
    workflow_id: ZIdSchema.nullable().meta({ description: 'The workflow approving adds a version to; null: approving makes a new workflow named `name`' }),
    name: ZLabelSchema,
    description: ZTextSchema.nullable(),
    steps: ZWorkflowVersionSchema.shape.steps,
    edges: ZWorkflowVersionSchema.shape.edges,
    status: ZSkillProposalStatusSchema,
    proposed_by: ZLabelSchema.nullable().meta({ description: 'The user id of who proposed it; null when the agent did, with its key' }),
    notes: ZTextSchema.nullable().meta({ description: "The decider's notes" }),
    decided_by: ZLabelSchema.nullable().meta({ description: 'The user id of who approved or rejected it' }),
    decided_at: ZTimestampSchema.nullable(),
    result_workflow_id: ZIdSchema.nullable().meta({ description: 'Once approved: the workflow the version was saved to' }),
    result_version_id: ZIdSchema.nullable().meta({ description: 'Once approved: the draft version it made' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'SkillProposal' });

export type SkillProposalResponse = z.infer<typeof ZSkillProposalSchema>;

export function toSkillProposalResponse(proposal: SkillProposal): SkillProposalResponse {
  return {
    id: proposal.id,
    agent_id: proposal.agentId,
    workflow_id: proposal.workflowId,
    name: proposal.name,
    description: proposal.description,
    steps: proposal.steps as WorkflowStep[],
    edges: proposal.edges as WorkflowEdge[],
    status: proposal.status,
    proposed_by: proposal.proposedBy,
    notes: proposal.notes,
    decided_by: proposal.decidedBy,
    decided_at: proposal.decidedAt?.toISOString() ?? null,
    result_workflow_id: proposal.resultWorkflowId,
    result_version_id: proposal.resultVersionId,
    created_at: proposal.createdAt.toISOString(),
  };
}

export const SKILL_PROPOSAL_EXAMPLE: SkillProposalResponse = {
  id: 'skp_01jh0xs2d4f6h8k0m2p4r6t8v0',
  agent_id: AGENT_EXAMPLE.id,
  workflow_id: null,
  name: 'Supplier research',
  description: 'Searches the web for a supplier and summarizes what it finds',
  steps: WORKFLOW_VERSION_EXAMPLE.steps,
  edges: WORKFLOW_VERSION_EXAMPLE.edges,
  status: 'pending',
  proposed_by: null,
  notes: null,
  decided_by: null,
  decided_at: null,
  result_workflow_id: null,
  result_version_id: null,
  created_at: CREATED_AT,
};
