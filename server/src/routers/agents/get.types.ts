import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from './agent.types.js';
import { AGENT_EXAMPLE } from '../examples.js';

export const ZGetAgentRequestSchema = z.strictObject({ id: ZAgentIdSchema });

export const getAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}',
    tags: ['Agents'],
    summary: 'One agent',
    description:
      'One agent of the organization, with its settings and its own monthly budget cap; 404 for an agent of another organization.',
  },
  auth: MEMBERS,
  examples: { response: AGENT_EXAMPLE },
};
