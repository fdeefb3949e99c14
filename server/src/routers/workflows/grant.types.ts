import { z } from 'zod';
import type { GrantWithAgent } from '../../domain/workflows/grants.js';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_GRANT_EXAMPLE_FIELDS, AGENT_GRANT_FIELDS, toAgentGrantFields, ZGrantedAgentIdSchema } from '../agent-grant.types.js';
import { AGENT_EXAMPLE } from '../examples.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema } from './workflow.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZWorkflowGrantSchema = z.object({ workflow_id: ZIdSchema, ...AGENT_GRANT_FIELDS }).meta({ id: 'WorkflowGrant' });

export type WorkflowGrantResponse = z.infer<typeof ZWorkflowGrantSchema>;

export function toWorkflowGrantResponse(grant: GrantWithAgent): WorkflowGrantResponse {
  return { workflow_id: grant.workflowId, ...toAgentGrantFields(grant) };
}

export const WORKFLOW_GRANT_EXAMPLE: WorkflowGrantResponse = { workflow_id: WORKFLOW_EXAMPLE.id, ...AGENT_GRANT_EXAMPLE_FIELDS };

export const ZGrantWorkflowRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  agent_id: ZGrantedAgentIdSchema,
});

export const grantWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/agents',
    tags: ['Workflows'],
    summary: 'Grant a workflow to an agent',
    description:
      "Admins and owners, in a browser session. The agent may then run the workflow (workflow.run, and run_workflow steps), and GET /api/v1/agents/{id}/skills lists it as a `workflow` skill. Granting again changes nothing and answers the grant there is. An agent or workflow not in the organization is 404. Audited as `workflow.granted`.",
    errorResponses: { 404: 'No such workflow, or no such agent' },
  },
  auth: ADMIN_SESSIONS,
  successStatus: 201,
  examples: {
    request: { agent_id: AGENT_EXAMPLE.id },
    response: WORKFLOW_GRANT_EXAMPLE,
  },
};
