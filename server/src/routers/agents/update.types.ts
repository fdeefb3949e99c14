import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { FIELD_ALIASES_NOTE, withFieldAliases, ZAgentFieldsSchema, ZAgentIdSchema } from './agent.types.js';
import { AGENT_EXAMPLE } from '../examples.js';

export const ZUpdateAgentRequestSchema = withFieldAliases(ZAgentFieldsSchema.partial().extend({ id: ZAgentIdSchema }));

export const updateAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}',
    tags: ['Agents'],
    summary: 'Update name, description, status, icon, category, personality, prompt, voice, model',
    description: `Browser session only: personal access tokens get 403. null clears a field. ${FIELD_ALIASES_NOTE}`,
  },
  auth: ADMIN_SESSIONS,
  examples: { request: { status: 'paused', description: 'Paused while its budget is reviewed' }, response: { ...AGENT_EXAMPLE, status: 'paused', description: 'Paused while its budget is reviewed' } },
};
