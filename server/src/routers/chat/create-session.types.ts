import { z } from 'zod';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZModelIdSchema } from '../../domain/models/model-id.js';
import { MAX_OPEN_SESSIONS_PER_PERSON } from '../../domain/chat/sessions.js';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CHAT_SESSION_EXAMPLE, ZChatModeSchema } from './chat-session.types.js';

export const ZCreateChatSessionRequestSchema = z.strictObject({
  agent_id: ZIdSchema.min(1).optional().meta({ description: 'The agent to talk to (agt_…); left out, the session makes an agent of its own (chat_owned)' }),
  title: ZLabelSchema.min(1).optional().meta({ description: 'Defaults to "Chat with <agent name>"' }),
  mode: ZChatModeSchema.default('test'),
  model: ZModelIdSchema.optional().meta({ description: 'The model of its turns unless a turn names one; left out, the agent\'s default model, else proctor/sandbox' }),
  force_approval: z.boolean().default(false).meta({ description: "Every tool call waits for a person's approval, whatever its binding's threshold" }),
});

export const createChatSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/chat/sessions',
    tags: ['Chat'],
    summary: 'Open a chat session with an agent',
    description:
      'A session belongs to the person who opens it: only they list, read, talk in and close it; anyone else gets 404. ' +
      'Its turns (POST /api/v1/chat/turn) offer the model the agent\'s enabled bindings as tools, each call dispatched through the pipeline as the agent, in the session\'s mode (test by default: the sandbox, no money moves). ' +
      'Without agent_id the session makes an agent of its own, `chat_owned`: left out of GET /api/v1/agents and never deleted, its bindings set like any agent\'s (POST /api/v1/agents/{id}/services). ' +
      `A person keeps at most ${MAX_OPEN_SESSIONS_PER_PERSON} open sessions (one more is 409). Another organization's agent is 404. Audited as \`chat_session.created\`.`,
    errorResponses: { 409: `${MAX_OPEN_SESSIONS_PER_PERSON} open sessions already (\`conflict\`)` },
  },
  auth: MEMBERS,
  examples: { request: { agent_id: CHAT_SESSION_EXAMPLE.agent_id, title: CHAT_SESSION_EXAMPLE.title }, response: CHAT_SESSION_EXAMPLE },
  sdk: { resource: ['chat', 'sessions'], method: 'create' },
  successStatus: 201,
};
