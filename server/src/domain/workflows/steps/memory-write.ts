import { z } from 'zod';
import { createMemory, MAX_MEMORY_CHARS } from '../../agents/memories.js';
import { agentOfRun, defineStep, runAudit } from './step.js';
import { text } from './text.js';

export const memoryWrite = defineStep({
  name: 'memory_write',
  description:
    "Writes a memory of the run's agent, in one transaction with the step's outcome; output {memory_id}",
  input: z.strictObject({
    content: text(MAX_MEMORY_CHARS),
    kind: text(50).optional(),
    tags: z.array(text(50)).max(20).optional(),
  }),
  start: async (input, context) => {
    const caller = await agentOfRun(context);
    await createMemory(context.db, context.embedder, caller, caller.agentId, input, runAudit(context.run), (tx, memory) =>
      context.recordIn(tx, { status: 'completed', output: { memory_id: memory.id } }),
    );
    return { status: 'recorded' };
  },
});
