import { z } from 'zod';
import { AGENT_ITSELF_AND_ADMINS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { MEMORY_EXAMPLE, ZMemoryFields, ZMemoryIdSchema, ZMemorySchema } from './memory.types.js';

export const ZUpdateMemoryRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  memoryId: ZMemoryIdSchema,
  content: ZMemoryFields.content.optional(),
  kind: ZMemoryFields.kind.optional(),
  tags: ZMemoryFields.tags.optional(),
  links: ZMemoryFields.links.optional(),
});
export const ZUpdateMemoryResponseSchema = ZMemorySchema;

export const updateMemoryMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agents/{id}/memories/{memoryId}',
    tags: ['Agents'],
    summary: 'Change a memory',
    description: 'The fields given replace those of the memory; new content is embedded again. Who may: as for creating one. Audited as `memory.updated` with the fields changed.',
    errorResponses: { 501: 'The server has no embedding model installed (`not_configured`)' },
  },
  auth: AGENT_ITSELF_AND_ADMINS,
  examples: { request: { tags: ['suppliers', 'billing'] }, response: { ...MEMORY_EXAMPLE, tags: ['suppliers', 'billing'] } },
};
