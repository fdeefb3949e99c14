import { z } from 'zod';
import { MAX_MEMORY_CHARS, MAX_SEARCH_RESULTS, searchMemories } from '../../agents/memories.js';
import { agentOfRun, defineStep } from './step.js';
import { text } from './text.js';

export const memoryRead = defineStep({
  name: 'memory_read',
  description:
    "Searches the run's agent's memories by meaning; output {memories: [{id, content, kind, tags, relevance_score}]}",
  input: z.strictObject({ query: text(MAX_MEMORY_CHARS), limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).optional() }),
  start: async (input, context) => {
    const caller = await agentOfRun(context);
    const found = await searchMemories(context.db, context.embedder, caller, caller.agentId, input.query, input.limit ?? 5);
    const memories = found.map((memory) => ({ id: memory.id, content: memory.content, kind: memory.kind, tags: memory.tags, relevance_score: memory.relevanceScore ?? null }));
    return { status: 'completed', output: { memories } };
  },
});
