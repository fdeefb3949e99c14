import { z } from 'zod';
import { AGENT_ITSELF_AND_ADMINS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { ZMemoryIdSchema } from './memory.types.js';

export const ZDeleteMemoryRequestSchema = z.strictObject({ id: ZAgentIdSchema, memoryId: ZMemoryIdSchema });

export const deleteMemoryMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/agents/{id}/memories/{memoryId}',
    tags: ['Agents'],
    summary: 'Forget a memory',
    description: 'The memory, its vector, and the links other memories of the agent had to it go. Who may: as for creating one. Audited as `memory.deleted`.',
  },
  auth: AGENT_ITSELF_AND_ADMINS,
  successStatus: 204,
};
