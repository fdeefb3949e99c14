import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZApprovalSchema } from './approval.types.js';

export const ZListApprovalsRequestSchema = ZListRequestSchema('apr').extend({
  status: z.enum(['pending', 'approved', 'rejected', 'expired']).optional(),
});
export const ZListApprovalsResponseSchema = ZPageSchema(ZApprovalSchema);

export const listApprovalsMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/approvals', tags: ['Approvals'], summary: 'Approvals, oldest first; filter by status' },
  auth: ADMINS,
};
