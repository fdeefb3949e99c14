import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_REQUEST_EXAMPLE, ZAgentRequestIdSchema } from './agent-request.types.js';

export const ZGetAgentRequestRequestSchema = z.strictObject({ id: ZAgentRequestIdSchema });

export const getAgentRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agent-requests/{id}',
    tags: ['Agent requests'],
    summary: 'One agent request, with its answer',
    description:
      "An agent key reads its own agent's requests (another agent's is 404): poll it for `status` and `response` once a person has answered. A person reads any of the organization's, from any workspace, a deleted agent's included.",
  },
  auth: { credentials: ['agent', 'session', 'pat'] },
  examples: {
    response: {
      ...AGENT_REQUEST_EXAMPLE,
      status: 'resolved',
      response: 'Acme',
      resolved_by: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
      resolved_at: '2025-01-06T10:05:00.000Z',
    },
  },
};
