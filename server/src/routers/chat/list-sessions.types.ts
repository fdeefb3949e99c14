import { z } from 'zod';
import { page } from '../examples.js';
import { ZIdSchema } from '../../domain/bounded.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { CHAT_SESSION_EXAMPLE, ZChatSessionSchema } from './chat-session.types.js';

export const ZListChatSessionsRequestSchema = ZListRequestSchema('chs').extend({
  order: ZListOrderSchema,
  agent_id: ZIdSchema.min(1).optional().meta({ description: "Only sessions with this agent" }),
  include_closed: z.boolean().default(false).meta({ description: 'Closed sessions too' }),
});

export const ZListChatSessionsResponseSchema = ZPageSchema(ZChatSessionSchema);

export const listChatSessionsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/chat/sessions',
    tags: ['Chat'],
    summary: 'Your chat sessions',
    description: 'The caller\'s own open sessions (closed ones too with include_closed), oldest first (`order=desc`: newest first), a page at a time.',
  },
  auth: MEMBERS,
  examples: { response: page(CHAT_SESSION_EXAMPLE) },
  sdk: { resource: ['chat', 'sessions'], method: 'list' },
};
