import { ZIdSchema, ZLabelSchema } from '../domain/bounded.js';
import type { AgentGrantRow } from '../domain/grants/agent-grants.js';
import { AGENT_EXAMPLE, CREATED_AT, USER_ID } from './examples.js';
import { ZTimestampSchema } from './shared.types.js';

/** What every grant of a resource to an agent answers beside the resource's id (workflows, knowledge collections, devices). */
export const AGENT_GRANT_FIELDS = {
  agent_id: ZIdSchema,
  agent_name: ZLabelSchema,
  granted_by: ZLabelSchema.meta({ description: 'The user id of who granted it' }),
  created_at: ZTimestampSchema,
};

export const toAgentGrantFields = (grant: AgentGrantRow) => ({
  agent_id: grant.agentId,
  agent_name: grant.agent.name,
  granted_by: grant.grantedBy,
  created_at: grant.createdAt.toISOString(),
});

export const AGENT_GRANT_EXAMPLE_FIELDS = { agent_id: AGENT_EXAMPLE.id, agent_name: AGENT_EXAMPLE.name, granted_by: USER_ID, created_at: CREATED_AT };

/** The agent a grant names, in a request's body or path. */
export const ZGrantedAgentIdSchema = ZIdSchema.min(1).meta({ description: 'An agent of the organization' });
