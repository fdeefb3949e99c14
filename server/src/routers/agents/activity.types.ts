import { z } from 'zod';
import { ACTIVITY_TYPES } from '../../domain/agents/activity.js';
import { AGENT_ITSELF_AND_MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZAuditEntrySchema, ZSeqCursorSchema } from '../audit-logs/audit-entry.types.js';
import { AUDIT_ENTRY_EXAMPLE, page } from '../examples.js';
import { ZPageSchema } from '../shared.types.js';
import { ZAgentIdSchema } from './agent.types.js';

export const ZActivityItemSchema = ZAuditEntrySchema.extend({
  type: z.enum(ACTIVITY_TYPES).meta({
    description: 'service_call: a dispatch and its outcome; delegation: a task delegated, started, finished or cancelled; memory: a memory written; audit: any other change',
  }),
}).meta({ id: 'ActivityItem', description: 'An entry of the audit trail, with the kind of activity it records' });

export const ZListActivityRequestSchema = z.strictObject({
  id: ZAgentIdSchema,
  limit: z.number().int().min(1).max(100).default(50),
  cursor: ZSeqCursorSchema.optional(),
});
export const ZListActivityResponseSchema = ZPageSchema(ZActivityItemSchema);

export const listActivityMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/agents/{id}/activity',
    tags: ['Agents'],
    summary: "The agent's activity ledger, newest first",
    description:
      "One ledger of the agent's audit entries: its service calls, delegations (the tasks it delegated and those delegated to it), memory writes and every change made to it, each with a `type`, newest first, a page at a time (`cursor` is a seq of the audit trail, so a `next_cursor` of GET /api/v1/audit-logs is a place in it too). No `order` and no filters: it is a ledger. Entries are the trail's own, hash-chained (GET /api/v1/audit-logs/verify). An agent key reads its own agent only (another id is 404); people of the organization read any agent.",
  },
  auth: AGENT_ITSELF_AND_MEMBERS,
  sdk: { resource: ['agents', 'activity'], method: 'list' },
  examples: { response: page({ ...AUDIT_ENTRY_EXAMPLE, type: 'service_call' as const }) },
};
