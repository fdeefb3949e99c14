import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZDateTimeInputSchema, ZListOrderSchema, ZPageSchema } from '../shared.types.js';
import { ZAuditEntrySchema, ZSeqCursorSchema } from './audit-entry.types.js';
import { AUDIT_ENTRY_EXAMPLE, page } from '../examples.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZListAuditLogsRequestSchema = z.strictObject({
  agent_id: ZIdSchema.min(1).optional(),
  action: ZLabelSchema.min(1).optional().meta({ description: 'Exact action, e.g. agent.key_rotated' }),
  mode: z.enum(['live', 'test']).optional(),
  target_id: ZIdSchema.min(1).optional().meta({ description: 'Entries about this resource, e.g. a service request (sr_…) or an approval' }),
  from: ZDateTimeInputSchema.optional().meta({ description: 'Entries at or after this time' }),
  to: ZDateTimeInputSchema.optional().meta({ description: 'Entries before this time' }),
  limit: z.number().int().min(1).max(100).default(50),
  cursor: ZSeqCursorSchema.optional(),
  order: ZListOrderSchema,
});

export const ZListAuditLogsResponseSchema = ZPageSchema(ZAuditEntrySchema);

export const listAuditLogsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/audit-logs',
    tags: ['Audit and usage'],
    summary: "The organization's audit trail, in chain order",
    description:
      'Every audited event of the organization in the order of its hash chain (`seq`), a page at a time (`order=desc`: the newest first); filter by action, agent, mode, target or time. Each entry holds the hash of the one before it, so a removed or altered entry shows (GET /api/v1/audit-logs/verify). People\'s changes are chained at once; dispatch entries are chained by a sealer within a second, and this list seals what is pending first. The cursor is the last `seq` read.',
  },
  auth: MEMBERS,
  examples: { response: page(AUDIT_ENTRY_EXAMPLE) },
};
