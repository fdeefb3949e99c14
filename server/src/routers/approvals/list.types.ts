import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZApprovalSchema } from './approval.types.js';
import { APPROVAL_EXAMPLE, page } from '../examples.js';

export const ZListApprovalsRequestSchema = ZListRequestSchema('apr').extend({
  status: z.enum(['pending', 'approved', 'rejected', 'expired']).optional(),
  order: ZListOrderSchema,
});
export const ZListApprovalsResponseSchema = ZPageSchema(ZApprovalSchema);

export const listApprovalsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/approvals',
    tags: ['Approvals'],
    summary: 'Approvals; filter by status',
    description:
      'The approvals waiting on the agents of your active workspace, of their service requests above a threshold and of their workflow runs\' approval steps (`kind`) (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time; `status=pending` gives those waiting for a decision. Each holds the service request or the step it gates. An approval is approved or rejected by id from any workspace of the organization.',
  },
  auth: ADMINS,
  examples: { response: page(APPROVAL_EXAMPLE) },
};
