import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { BUDGET_REQUEST_EXAMPLE, ZBudgetRequestIdSchema } from './budget-request.types.js';

export const ZDecideBudgetRequestRequestSchema = z.strictObject({
  id: ZBudgetRequestIdSchema,
  status: z.enum(['approved', 'rejected']),
  notes: z.string().max(2000).optional(),
});

export const decideBudgetRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/budget-requests/{id}',
    tags: ['Budget requests'],
    summary: 'Approve or reject a budget request',
    description:
      "By the team's manager or an organization admin, never by the requester (403). Approving allocates amount_cents of the team pool to the requester in the same transaction, as POST /api/v1/teams/{id}/workers/{userId}/budget/allocate does: a pool with too little unallocated is 409 `insufficient_pool` and the request stays pending. A request already decided is 409 `conflict`, and of two concurrent decisions one wins. Audited as `budget_request.approved` or `budget_request.rejected`.",
    errorResponses: {
      409: 'Already decided (`conflict`), the team pool has too little unallocated (`insufficient_pool`), or the requester is not a worker of the team (`conflict`)',
    },
  },
  auth: MEMBERS,
  examples: {
    request: { status: 'approved', notes: 'Go ahead' },
    response: {
      ...BUDGET_REQUEST_EXAMPLE,
      status: 'approved',
      notes: 'Go ahead',
      decided_by: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
      decided_at: '2025-01-06T10:05:00.000Z',
    },
  },
};
