import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHAT_HISTORY_EXAMPLE, ZChatSessionIdSchema } from './chat-session.types.js';

export const ZGetChatSessionRequestSchema = z.strictObject({ id: ZChatSessionIdSchema });

export const getChatSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/chat/sessions/{id}',
    tags: ['Chat'],
    summary: 'A chat session with its message history',
    description:
      'The session, its newest 500 messages oldest first (each assistant message with its tool calls, their service requests and cost), and their turns. Closed sessions are read too. Another person\'s session, or another organization\'s, is 404.',
  },
  auth: MEMBERS,
  examples: { response: CHAT_HISTORY_EXAMPLE },
  sdk: { resource: ['chat', 'sessions'], method: 'get' },
};
