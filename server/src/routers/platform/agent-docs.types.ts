import type { ProcedureMeta } from '../../trpc/init.js';

export { ZAgentDocsSchema as ZAgentDocsResponseSchema } from '../../domain/catalog/index.js';

export const agentDocsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agent-docs',
    tags: ['Platform'],
    summary: 'Machine-readable catalog for agents',
    description: 'Request shapes, pricing and examples of every operation an agent can dispatch. No authentication.',
    protect: false,
  },
  database: false,
};
