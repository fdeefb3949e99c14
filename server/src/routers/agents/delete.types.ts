import { z } from 'zod';
import { ADMIN_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAgentIdSchema } from './agent.types.js';

export const ZDeleteAgentRequestSchema = z.strictObject({ id: ZAgentIdSchema });

export const deleteAgentMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/agents/{id}',
    tags: ['Agents'],
    summary: 'Delete an agent; its keys stop working at once',
    description:
      "Browser session only. The primary agent and the agents chat made (chat_owned) cannot be deleted (409); nor can an agent with spawned agents still alive (409: delete them first, leaves up, or pause it, which stops them too); nothing changes. Deleting is soft: the row stays for the records that reference it, its keys answer 401 at once, and people still read its agent requests, while its conversations and memories are 404. A spawned agent gives back to its parent's monthly cap what it carved less what it spent this month (never below 0), shown as `returned_cents` in the `agent.deleted` audit entry.",
    errorResponses: { 409: 'The primary agent, a chat agent, or an agent with spawned agents still alive cannot be deleted' },
  },
  auth: ADMIN_SESSIONS,
  successStatus: 204,
};
