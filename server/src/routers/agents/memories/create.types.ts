import { z } from 'zod';
import { AGENT_ITSELF_AND_ADMINS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { MEMORY_WRITES } from '../../../domain/agents/memories.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { MEMORY_EXAMPLE, ZMemoryFields, ZMemorySchema } from './memory.types.js';

export const ZCreateMemoryRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  content: ZMemoryFields.content,
  kind: ZMemoryFields.kind.optional(),
  tags: ZMemoryFields.tags.optional(),
  links: ZMemoryFields.links.optional(),
});
export const ZCreateMemoryResponseSchema = ZMemorySchema;

export const createMemoryMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agents/{id}/memories',
    tags: ['Agents'],
    summary: 'Remember something: a governed memory of the agent, searchable by meaning',
    description:
      "By the agent with its key, for itself or an agent it spawned (directly or further down; any other agent id is 404), or by an admin or owner. The content is embedded by the server's embedder for search. An agent keeps at most 10,000 memories (409 `conflict` past them). `links` name other memories of the same agent (400 naming each that is not). " +
      `Writes to one agent are stored one at a time, at most ${MEMORY_WRITES.perOrg} of one organization at once, per server instance; a write waits its turn, ` +
      `up to ${MEMORY_WRITES.waitingPerAgent} waiting for one agent (${MEMORY_WRITES.waitingPerOrg} for one organization): one more is 429 \`rate_limited\` with Retry-After. Audited as \`memory.created\`.`,
    errorResponses: {
      409: 'The agent keeps 10,000 memories, the most it may (`conflict`)',
      429: 'Too many writes of this agent or organization at once, or too many requests from this credential (`rate_limited`); see Retry-After',
      501: 'The server has no embedding model installed (`not_configured`)',
    },
  },
  auth: AGENT_ITSELF_AND_ADMINS,
  successStatus: 201,
  examples: { request: { content: MEMORY_EXAMPLE.content, kind: 'fact', tags: ['suppliers'] }, response: { ...MEMORY_EXAMPLE, accessCount: 0, access_count: 0, last_accessed_at: null } },
};
