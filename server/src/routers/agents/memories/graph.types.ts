import { z } from 'zod';
import { GRAPH_NODES } from '../../../domain/agents/memories.js';
import { AGENT_ITSELF_AND_MEMBERS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZAgentIdSchema } from '../agent.types.js';
import { MEMORY_EXAMPLE, MEMORY_LINKS_MAX_ITEMS, ZMemorySchema } from './memory.types.js';
import { ZLabelSchema } from '../../../domain/bounded.js';

export const ZMemoryGraphRequestSchema = z.strictObject({ id: ZAgentIdSchema });
export const ZMemoryGraphResponseSchema = z
  .object({
    nodes: z.array(ZMemorySchema).max(GRAPH_NODES),
    edges: z.array(z.object({ source: ZLabelSchema, target: ZLabelSchema }).meta({ description: 'source links to target' })).max(GRAPH_NODES * MEMORY_LINKS_MAX_ITEMS),
    truncated: z.boolean().meta({ description: `More memories than the ${GRAPH_NODES} newest shown` }),
  })
  .meta({ id: 'MemoryGraph' });

export const memoryGraphMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/memories/graph',
    tags: ['Agents'],
    summary: "The agent's memories and their links, as a graph",
    description: `Nodes: the agent's newest ${GRAPH_NODES} memories; edges: their links among them. Reads here are not counted in accessCount. Who may: as for the list.`,
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  examples: {
    response: {
      nodes: [MEMORY_EXAMPLE, { ...MEMORY_EXAMPLE, id: 'memo_01jh0xr8p4c6w8d0y2a4m6l8k0', content: 'Invoices go to billing@acme.example.', links: [MEMORY_EXAMPLE.id] }],
      edges: [{ source: 'memo_01jh0xr8p4c6w8d0y2a4m6l8k0', target: MEMORY_EXAMPLE.id }],
      truncated: false,
    },
  },
};
