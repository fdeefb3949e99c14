import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ChainVerification } from '../../domain/audit/queries.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AUDIT_ENTRY_EXAMPLE } from '../examples.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZVerifyAuditLogsResponseSchema = z
  .object({
    valid: z.boolean(),
    entries: z.number().int().meta({ description: 'Entries verified before the first invalid one (all when valid)' }),
    head_hash: ZLabelSchema.meta({ description: 'Hash of the last verified entry' }),
    first_invalid_seq: z.number().int().nullable(),
  })
  .meta({ id: 'AuditVerification' });

export type AuditVerificationResponse = z.infer<typeof ZVerifyAuditLogsResponseSchema>;

/** The report of a verification as the API and `proctor audit verify` print it. */
export function toVerificationResponse(result: ChainVerification): AuditVerificationResponse {
  return {
    valid: result.valid,
    entries: result.entries,
    head_hash: result.headHash,
    first_invalid_seq: result.firstInvalidSeq === null ? null : Number(result.firstInvalidSeq),
  };
}

export const verifyAuditLogsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/audit-logs/verify',
    tags: ['Audit and usage'],
    summary: "Recompute the organization's hash chain",
    description:
      'Recomputes every entry\'s hash from the one before it and its content, from the first entry on: `valid` when all match, otherwise the `seq` of the first that does not.',
  },
  auth: MEMBERS,
  examples: { response: { valid: true, entries: 42, head_hash: AUDIT_ENTRY_EXAMPLE.hash, first_invalid_seq: null } },
};
