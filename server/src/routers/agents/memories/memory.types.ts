import { z } from 'zod';
import { MAX_MEMORY_CHARS, type ScoredMemory } from '../../../domain/agents/memories.js';
import { AGENT_EXAMPLE, CREATED_AT } from '../../examples.js';
import { ZTimestampSchema } from '../../shared.types.js';
import { ZIdSchema, ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../../domain/bounded.js';

const MEMORY_TAGS_MAX_ITEMS = 20;
export const MEMORY_LINKS_MAX_ITEMS = 50;

export const ZMemorySchema = z
  .object({
    id: ZIdSchema,
    agent_id: ZIdSchema,
    content: ZLongTextSchema,
    kind: ZLabelSchema.meta({ description: 'What sort of memory it is, e.g. note, fact, preference (note when not given)' }),
    tags: z.array(ZTextSchema).max(MEMORY_TAGS_MAX_ITEMS),
    links: z.array(ZTextSchema).max(MEMORY_LINKS_MAX_ITEMS).meta({ description: 'Ids of other memories of the agent this one points to: the edges of the graph' }),
    accessCount: z.number().int().meta({ description: 'How many times a list or search has returned it, this read included (the spec’s name)' }),
    access_count: z.number().int().meta({ description: 'Deprecated: the same as accessCount, kept for clients written before it; to be removed in a later minor version', deprecated: true }),
    last_accessed_at: ZTimestampSchema.nullable(),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    relevanceScore: z.number().optional().meta({ description: "A search's only: the cosine similarity of the memory to the query, -1 to 1, higher is nearer (the spec's name)" }),
    relevance_score: z
      .number()
      .optional()
      .meta({ description: 'Deprecated: the same as relevanceScore, kept for clients written before it; to be removed in a later minor version', deprecated: true }),
  })
  .meta({ id: 'Memory' });

export type MemoryResponse = z.infer<typeof ZMemorySchema>;

/**
 * The spec names the fields accessCount and relevanceScore; the snake_case names the API answered
 * first stay beside them, deprecated, until a later minor version (CHANGELOG.md).
 */
export function toMemoryResponse(memory: ScoredMemory): MemoryResponse {
  const score = memory.relevanceScore === undefined ? undefined : Math.round(memory.relevanceScore * 10_000) / 10_000;
  return {
    id: memory.id,
    agent_id: memory.agentId,
    content: memory.content,
    kind: memory.kind,
    tags: memory.tags,
    links: memory.links,
    accessCount: memory.accessCount,
    access_count: memory.accessCount,
    last_accessed_at: memory.lastAccessedAt?.toISOString() ?? null,
    created_at: memory.createdAt.toISOString(),
    updated_at: memory.updatedAt.toISOString(),
    ...(score !== undefined ? { relevanceScore: score, relevance_score: score } : {}),
  };
}

export const ZMemoryIdSchema = ZIdSchema.min(1).meta({ description: 'Memory id (memo_…)' });

/** The writable fields, shared by create and update. */
export const ZMemoryFields = {
  content: z
    .string()
    .max(MAX_MEMORY_CHARS)
    .refine((content) => content.trim().length > 0, 'must hold some text')
    .meta({ description: `1 to ${MAX_MEMORY_CHARS} characters, not blank; embedded for search` }),
  kind: ZLabelSchema.regex(/^[a-z0-9_-]{1,50}$/, 'lower-case letters, digits, _ or -, at most 50').meta({ description: 'Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note' }),
  tags: z.array(z.string().trim().min(1).max(50)).max(MEMORY_TAGS_MAX_ITEMS).meta({ description: `At most ${MEMORY_TAGS_MAX_ITEMS}, each 1 to 50 characters` }),
  links: z.array(z.string().min(1).max(100)).max(MEMORY_LINKS_MAX_ITEMS).meta({ description: `At most ${MEMORY_LINKS_MAX_ITEMS} ids of other memories of the same agent, each once and never the memory itself (else 400, a \`details\` entry for each)` }),
};

export const MEMORY_EXAMPLE: MemoryResponse = {
  id: 'memo_01jh0xq7n3b5v7c9x1z3l5k7j9',
  agent_id: AGENT_EXAMPLE.id,
  content: 'Acme delivers in two days and invoices at month end.',
  kind: 'fact',
  tags: ['suppliers'],
  links: [],
  accessCount: 1,
  access_count: 1,
  last_accessed_at: CREATED_AT,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
};
