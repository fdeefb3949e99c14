import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { FIELD_ALIASES_NOTE, withFieldAliases, ZAgentFieldsSchema, ZAgentWithKeysSchema } from './agent.types.js';
import { AGENT_EXAMPLE, AGENT_KEYS_EXAMPLE } from '../examples.js';

export const ZCreateAgentRequestSchema = withFieldAliases(ZAgentFieldsSchema);
export const ZCreateAgentResponseSchema = ZAgentWithKeysSchema;

export const createAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents',
    tags: ['Agents'],
    summary: 'Create an agent; returns its live and test keys once',
    description: `Answers 201 with the agent and its live and test keys, each shown once. The free-text fields take empty strings; only \`name\` needs a character. Audited as \`agent.created\`. ${FIELD_ALIASES_NOTE}`,
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { name: 'Research assistant', description: 'Searches the web and summarizes what it finds', category: 'research' }, response: { agent: AGENT_EXAMPLE, ...AGENT_KEYS_EXAMPLE } },
};
