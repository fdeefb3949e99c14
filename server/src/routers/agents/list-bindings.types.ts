import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZPageSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';
import { ZBindingSchema } from './binding.types.js';
import { BINDING_EXAMPLE, page } from '../examples.js';
import { CONSTANT_LIST_MAX_ITEMS } from '../../domain/bounded.js';

export const ZListBindingsRequestSchema = z.strictObject({ id: ZAgentIdSchema });
export const ZListBindingsResponseSchema = ZPageSchema(ZBindingSchema, CONSTANT_LIST_MAX_ITEMS);

export const listBindingsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/services',
    tags: ['Agents'],
    summary: "The agent's bindings",
    description: 'All of them in one page, ordered by operation (an agent has at most one per catalog operation).',
  },
  auth: MEMBERS,
  sdk: { resource: ['agents', 'bindings'], method: 'list' },
  examples: { response: page(BINDING_EXAMPLE) },
};
