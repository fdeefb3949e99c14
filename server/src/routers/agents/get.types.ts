import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { MEMBER_USERS, ZAgentIdSchema } from './agent.types.js';

export const ZGetAgentRequestSchema = z.strictObject({ id: ZAgentIdSchema });

export const getAgentMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/agents/{id}', tags: ['Agents'], summary: 'One agent' },
  auth: MEMBER_USERS,
};
