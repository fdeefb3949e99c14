import { z } from 'zod';
import { AGENT_ITSELF_AND_MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZPageSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';
import { SKILL_EXAMPLE, ZSkillSchema } from './skill.types.js';
import { WHOLE_LIST_MAX_ITEMS } from '../../domain/bounded.js';

export const ZListSkillsRequestSchema = z.strictObject({ id: ZAgentIdSchema });
export const ZListSkillsResponseSchema = ZPageSchema(ZSkillSchema, WHOLE_LIST_MAX_ITEMS);

export const listSkillsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/skills',
    tags: ['Agents'],
    summary: 'What the agent can do',
    description:
      "A view derived at each call, stored nowhere: one `service` skill per enabled binding, ordered by operation, with the operation's description, schemas and price from the catalog (as GET /api/v1/agent-docs gives them) and the binding's limits. A disabled binding is not a skill. Each workflow granted to the agent (POST /api/v1/workflows/{id}/agents) is a `workflow` skill, by name, under the limits of the agent's workflow.run binding: without that binding enabled, no workflow is a skill. All of them in one page. An agent key reads its own agent's skills only (another id is 404); people of the organization read any agent's.",
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  sdk: { resource: ['agents', 'skills'], method: 'list' },
  examples: { response: page(SKILL_EXAMPLE) },
};
