import { z } from 'zod';
import type { AuditEntry } from '../../domain/audit/queries.js';
import { centsOut, ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZRequestIdSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZAuditEntrySchema = z
  .object({
    id: ZIdSchema,
    seq: z.number().int().meta({ description: 'Position in the organization’s chain, from 1, without gaps' }),
    occurred_at: ZTimestampSchema,
    actor: z
      .object({ type: z.enum(['user', 'agent', 'device', 'system']), id: ZIdSchema.nullable() })
      .meta({ description: 'Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider\'s reconcile webhook)' }),
    action: ZLabelSchema.meta({ description: '<resource>.<verb>, e.g. agent.created, personal_token.disabled; a dispatch outcome is service_request.<status>, with reason_code, cost_cents and mode' }),
    target: z.object({ type: ZLabelSchema, id: ZIdSchema.nullable() }).nullable(),
    agent_id: ZIdSchema.nullable(),
    outcome: ZLabelSchema,
    reason_code: ZTextSchema.nullable(),
    cost_cents: z.number().int().nullable(),
    mode: z.enum(['live', 'test']).nullable(),
    request_id: ZRequestIdSchema.nullable().meta({ description: 'X-Request-Id of the request that caused it' }),
    details: ZJsonObjectSchema.nullable().meta({ description: 'What changed (field names, limits, the key mode rotated), never a key, token or password' }),
    prev_hash: ZLabelSchema.meta({ description: 'The hash of the entry before it in the chain; 64 zeros for the first' }),
    hash: ZLabelSchema.meta({ description: 'SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry without the hashes), hex' }),
  })
  .meta({
    id: 'AuditEntry',
    description:
      'One change, written in the same transaction as the change itself: an entry exists if and only if the change happened. The database refuses to update (but for sealing a pending entry into the chain), delete or truncate entries.',
  });

/** A place in the audit trail, the seq a list of its entries pages by: at most 18 digits, always inside PostgreSQL's bigint. */
export const ZSeqCursorSchema = ZIdSchema.regex(/^\d{1,18}$/, 'a next_cursor value');

export type AuditEntryResponse = z.infer<typeof ZAuditEntrySchema>;

/** A sealed entry (listings only return those: pending entries have no place in the chain yet). */
export function toAuditEntryResponse(entry: AuditEntry): AuditEntryResponse {
  if (entry.seq === null || entry.prevHash === null || entry.hash === null) throw new Error(`audit entry ${entry.id} is not sealed`);
  return {
    id: entry.id,
    seq: Number(entry.seq),
    occurred_at: entry.occurredAt.toISOString(),
    actor: { type: entry.actorType as AuditEntryResponse['actor']['type'], id: entry.actorId },
    action: entry.action,
    target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
    agent_id: entry.agentId,
    outcome: entry.outcome,
    reason_code: entry.reasonCode,
    cost_cents: centsOut(entry.costCents),
    mode: entry.mode as AuditEntryResponse['mode'],
    request_id: entry.requestId,
    details: entry.details as AuditEntryResponse['details'],
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}
