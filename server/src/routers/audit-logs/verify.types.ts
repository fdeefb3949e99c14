import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';

export const ZVerifyAuditLogsResponseSchema = z
  .object({
    valid: z.boolean(),
    entries: z.number().int().meta({ description: 'Entries verified before the first invalid one (all when valid)' }),
    head_hash: z.string().meta({ description: 'Hash of the last verified entry' }),
    first_invalid_seq: z.number().int().nullable(),
  })
  .meta({ id: 'AuditVerification' });

export const verifyAuditLogsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/audit-logs/verify',
    tags: ['Audit and usage'],
    summary: "Recompute the organization's hash chain",
  },
  auth: MEMBERS,
};
