import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from './agent.types.js';

export const ZGetAgentRequestSchema = z.strictObject({ id: ZAgentIdSchema });

export const getAgentMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/agents/{id}', tags: ['Agents'], summary: 'One agent' },
  auth: MEMBERS,
};
