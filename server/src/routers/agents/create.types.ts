import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentFieldsSchema, ZAgentWithKeysSchema } from './agent.types.js';

export const ZCreateAgentRequestSchema = ZAgentFieldsSchema;
export const ZCreateAgentResponseSchema = ZAgentWithKeysSchema;

export const createAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents',
    tags: ['Agents'],
    summary: 'Create an agent; returns its live and test keys once',
  },
  auth: ADMINS,
  successStatus: 201,
};
