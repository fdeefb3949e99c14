import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZApprovalIdSchema } from './approval.types.js';
import { approvalDecided } from '../examples.js';

export const ZApproveRequestSchema = z.strictObject({ id: ZApprovalIdSchema, note: z.string().max(2000).optional() });
export const ZRejectRequestSchema = z.strictObject({ id: ZApprovalIdSchema, reason: z.string().max(2000).optional() });

const decided = { 409: 'The approval was already decided or has expired (`conflict`)' };

export const approveMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/approvals/{id}/approve',
    tags: ['Approvals'],
    summary: 'Approve: re-checks budgets and balance now, then executes',
    description:
      'Decided once: an approval already decided, or expired, is 409. For a service request, answers when the request has reached its outcome, visible in service_request; for a workflow\'s approval step, completes the step and wakes its run. Audited as `approval.approved`.',
    errorResponses: decided,
  },
  auth: ADMINS,
  examples: { request: { note: 'Within this quarter’s research budget' }, response: approvalDecided('approved', 'Within this quarter’s research budget') },
};

export const rejectMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/approvals/{id}/reject',
    tags: ['Approvals'],
    summary: 'Reject: the request ends blocked with approval_rejected',
    description:
      'Declines the request waiting for approval: it ends `blocked` with `approval_rejected`, nothing is spent, and the hold is released. The reason, if given, becomes the request\'s detail. A workflow\'s approval step fails instead. Decided once: an approval already decided, or expired, is 409. Audited as `approval.rejected`.',
    errorResponses: decided,
  },
  auth: ADMINS,
  examples: { request: { reason: 'Over this quarter’s research budget' }, response: approvalDecided('rejected', 'Over this quarter’s research budget') },
};
