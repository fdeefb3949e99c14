import { z } from 'zod';
import { CREATED_AT } from '../examples.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHAT_SESSION_EXAMPLE, ZChatSessionIdSchema } from './chat-session.types.js';

export const ZCloseChatSessionRequestSchema = z.strictObject({ session_id: ZChatSessionIdSchema });

export const closeChatSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/chat/sessions',
    tags: ['Chat'],
    summary: 'Close a chat session',
    description:
      'Soft-deletes the session named by `session_id`: it is kept, read by GET /api/v1/chat/sessions/{id}, and takes no more turns (409). A turn answering now finishes. Closing a closed session changes nothing. Audited as `chat_session.closed`.',
  },
  auth: MEMBERS,
  examples: { response: { ...CHAT_SESSION_EXAMPLE, status: 'closed', closed_at: CREATED_AT } },
  sdk: { resource: ['chat', 'sessions'], method: 'close' },
};
