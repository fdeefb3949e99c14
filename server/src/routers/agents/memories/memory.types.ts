import { z } from 'zod';
import { MAX_MEMORY_CHARS, type ScoredMemory } from '../../../domain/memories.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { ZTimestampSchema } from '../../shared.types.js';

export const ZMemorySchema = z
  .object({
    id: z.string(),
    agent_id: z.string(),
    content: z.string(),
    kind: z.string().meta({ description: 'What sort of memory it is, e.g. note, fact, preference (note when not given)' }),
    tags: z.array(z.string()),
    links: z.array(z.string()).meta({ description: 'Ids of other memories of the agent this one points to: the edges of the graph' }),
    access_count: z.number().int().meta({ description: 'How many times a list or search has returned it, this read included' }),
    last_accessed_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    relevance_score: z.number().optional().meta({ description: "A search's only: the cosine similarity of the memory to the query, -1 to 1, higher is nearer" }),
  })
  .meta({ id: 'Memory' });

export type MemoryResponse = z.infer<typeof ZMemorySchema>;

export function toMemoryResponse(memory: ScoredMemory): MemoryResponse {
  return {
    id: memory.id,
    agent_id: memory.agentId,
    content: memory.content,
    kind: memory.kind,
    tags: memory.tags,
    links: memory.links,
    access_count: memory.accessCount,
    last_accessed_at: memory.lastAccessedAt?.toISOString() ?? null,
    created_at: memory.createdAt.toISOString(),
    updated_at: memory.updatedAt.toISOString(),
    ...(memory.relevanceScore !== undefined ? { relevance_score: Math.round(memory.relevanceScore * 10_000) / 10_000 } : {}),
  };
}

export const ZMemoryIdSchema = z.string().min(1).meta({ description: 'Memory id (memo_…)' });

/** The writable fields, shared by create and update. */
export const ZMemoryFields = {
  content: z
    .string()
    .max(MAX_MEMORY_CHARS)
    .refine((content) => content.trim().length > 0, 'must hold some text')
    .meta({ description: `1 to ${MAX_MEMORY_CHARS} characters; embedded for search` }),
  kind: z.string().regex(/^[a-z0-9_-]{1,50}$/, 'lower-case letters, digits, _ or -, at most 50').meta({ description: 'Free, e.g. note, fact, preference; default note' }),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).meta({ description: 'At most 20, each 1 to 50 characters' }),
  links: z.array(z.string().min(1).max(100)).max(50).meta({ description: 'At most 50 ids of other memories of the same agent' }),
};

export const MEMORY_EXAMPLE: MemoryResponse = {
  id: 'memo_01jh0xq7n3b5v7c9x1z3l5k7j9',
  agent_id: AGENT_EXAMPLE.id,
  content: 'Acme delivers in two days and invoices at month end.',
  kind: 'fact',
  tags: ['suppliers'],
  links: [],
  access_count: 1,
  last_accessed_at: CREATED_AT,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
};
