import { z } from 'zod';
import type { GrantWithAgent } from '../../domain/workflows/grants.js';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema } from './workflow.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZWorkflowGrantSchema = z
  .object({
    workflow_id: ZIdSchema,
    agent_id: ZIdSchema,
    agent_name: ZLabelSchema,
    granted_by: ZLabelSchema.meta({ description: 'The user id of who granted it' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'WorkflowGrant' });

export type WorkflowGrantResponse = z.infer<typeof ZWorkflowGrantSchema>;

export function toWorkflowGrantResponse(grant: GrantWithAgent): WorkflowGrantResponse {
  return { workflow_id: grant.workflowId, agent_id: grant.agentId, agent_name: grant.agent.name, granted_by: grant.grantedBy, created_at: grant.createdAt.toISOString() };
}

export const WORKFLOW_GRANT_EXAMPLE: WorkflowGrantResponse = {
  workflow_id: WORKFLOW_EXAMPLE.id,
  agent_id: AGENT_EXAMPLE.id,
  agent_name: AGENT_EXAMPLE.name,
  granted_by: WORKFLOW_EXAMPLE.created_by,
  created_at: CREATED_AT,
};

export const ZGrantWorkflowRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  agent_id: ZIdSchema.min(1).meta({ description: 'An agent of the organization' }),
});

export const grantWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/agents',
    tags: ['Workflows'],
    summary: 'Grant a workflow to an agent',
    description:
      "Admins and owners, in a browser session. The agent may then run the workflow (workflow.run, and run_workflow steps), and GET /v1/agents/{id}/skills lists it as a `workflow` skill. Granting again changes nothing and answers the grant there is. An agent or workflow not in the organization is 404. Audited as `workflow.granted`.",
    errorResponses: { 404: 'No such workflow, or no such agent' },
  },
  auth: ADMIN_SESSIONS,
  successStatus: 201,
  examples: {
    request: { agent_id: AGENT_EXAMPLE.id },
    response: WORKFLOW_GRANT_EXAMPLE,
  },
};
