import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZAgentSchema } from './agent.types.js';

export const ZListAgentsRequestSchema = ZListRequestSchema('agt');
export const ZListAgentsResponseSchema = ZPageSchema(ZAgentSchema);

export const listAgentsMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/agents', tags: ['Agents'], summary: "The organization's agents" },
  auth: MEMBERS,
};
