import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { FIELD_ALIASES_NOTE, withFieldAliases, ZAgentFieldsSchema, ZAgentIdSchema } from './agent.types.js';
import { AGENT_EXAMPLE } from '../examples.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZUpdateAgentRequestSchema = withFieldAliases(
  ZAgentFieldsSchema.partial().extend({
    id: ZAgentIdSchema,
    team_id: ZIdSchema
      .min(1)
      .nullable()
      .optional()
      .meta({ description: "A team of the agent's workspace: its dispatches also draw on the team's budget; null leaves the team" }),
    owner_user_id: ZIdSchema
      .min(1)
      .nullable()
      .optional()
      .meta({ description: "A person of the organization (a member of the agent's team when it has one): a worker's dispatches also draw on their allocation; null clears it" }),
  }),
);

export const updateAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}',
    tags: ['Agents'],
    summary: 'Update name, description, status, icon, category, personality, prompt, voice, model',
    errorResponses: { 409: "team_id names a team of another workspace than the agent's, or owner_user_id someone outside the agent's team" },
    description: `Browser session only: personal access tokens get 403. A field left out is kept; null clears any but name and status. team_id and owner_user_id place the agent in the budget hierarchy (docs/organizations-and-money.md, The budget hierarchy): a team of another organization or a person outside it is 404, a team of another workspace or an owner outside the team 409. A status other than active stops the agent and every agent below it on its spawn tree (their requests fail \`agent_disabled\`, and they cannot spawn), until it is set active again; once the change has answered, none of them has a request admitted. ${FIELD_ALIASES_NOTE}`,
  },
  auth: ADMIN_SESSIONS,
  examples: { request: { status: 'paused', description: 'Paused while its budget is reviewed' }, response: { ...AGENT_EXAMPLE, status: 'paused', description: 'Paused while its budget is reviewed' } },
};
