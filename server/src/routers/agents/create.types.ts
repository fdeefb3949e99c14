import type { ProcedureMeta } from '../../trpc/init.js';
import { ADMIN_USERS, ZAgentFieldsSchema, ZAgentWithKeysSchema } from './agent.types.js';

export const ZCreateAgentRequestSchema = ZAgentFieldsSchema;
export const ZCreateAgentResponseSchema = ZAgentWithKeysSchema;

export const createAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents',
    tags: ['Agents'],
    summary: 'Create an agent; returns its live and test keys once',
  },
  auth: ADMIN_USERS,
  successStatus: 201,
};
