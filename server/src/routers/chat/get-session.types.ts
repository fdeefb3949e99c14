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
      'The session, its newest 500 messages oldest first (each assistant message with its tool calls, their service requests and cost), and their turns. Closed sessions are read too. Another person\'s session, or another organization\'s, is 404. ' +
      'Live: `GET /api/v1/chat/sessions/{id}/ws` upgrades to a WebSocket on which every client of the session receives every event of its turns, whoever started them, as `{"type": "event", "id", "event", "data"}` (the events of POST /api/v1/chat/turn, the same ids), ' +
      'resumes after `?after=<id>`, and sends `{"type": "turn" | "cancel" | "approve" | "reject", …}`; it takes a personal token in Authorization or as the subprotocols `proctor.v1, bearer.<token>`, or the session cookie from this server\'s own origin (docs/chat.md, WebSocket channel).',
  },
  auth: MEMBERS,
  examples: { response: CHAT_HISTORY_EXAMPLE },
  sdk: { resource: ['chat', 'sessions'], method: 'get' },
};
