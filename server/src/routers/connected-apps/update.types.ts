import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from '../agents/agent.types.js';
import { CONNECTED_APP_EXAMPLE, ZConnectedAppIdSchema, ZConnectedAppSchema } from './connected-app.types.js';

export const ZUpdateConnectedAppRequestSchema = z.strictObject({
  id: ZConnectedAppIdSchema,
  chat_agent_id: ZAgentIdSchema.nullable().meta({
    description: "Slack apps only: the agent, of the app's workspace, that answers messages to the app in Slack; null: none does",
  }),
});

export const ZUpdateConnectedAppResponseSchema = ZConnectedAppSchema;

export const updateConnectedAppMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/connected-apps/{id}',
    tags: ['Connected apps'],
    summary: "Choose the agent that answers a Slack app's messages",
    description:
      "Sets `chat_agent_id`: once set, a person's direct message to the organization's Slack app, a mention of it, or a reply in a thread it answers in becomes a chat turn of this agent (POST /api/v1/webhooks/slack), " +
      "in a chat session per Slack thread belonging to the person who installed the app, answered in the thread by the app's bot; null stops that. The agent must be of the app's workspace " +
      "(400 otherwise), and only a Slack app takes one (400). Audited as connected_app.updated. Admins and owners only; another organization's app or agent is 404.",
  },
  auth: ADMINS,
  examples: { request: { chat_agent_id: CONNECTED_APP_EXAMPLE.chat_agent_id }, response: CONNECTED_APP_EXAMPLE },
};
