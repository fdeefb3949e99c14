import { z } from 'zod';
import { approvalDecided } from '../examples.js';
import { CHAT_SESSION_EXAMPLE } from './chat-session.types.js';
import { ZIdSchema } from '../../domain/bounded.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZApprovalIdSchema, ZApprovalSchema } from '../approvals/approval.types.js';

export const ZDecideChatApprovalRequestSchema = z.strictObject({
  id: ZApprovalIdSchema,
  decision: z.enum(['approve', 'reject']),
  note: z.string().max(2000).optional().meta({ description: "The approver's note, or the rejection's reason" }),
});

export const ZChatApprovalDecisionSchema = z
  .object({
    approval: ZApprovalSchema,
    session_id: ZIdSchema,
    tool_call_id: ZIdSchema,
    continue_from: ZIdSchema.meta({ description: 'The paused turn: resume it with POST /api/v1/chat/turn {session_id, continue_from}' }),
  })
  .meta({ id: 'ChatApprovalDecision' });

export const decideChatApprovalMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/chat/approvals/{id}',
    tags: ['Chat'],
    summary: 'Approve or reject a tool call a chat turn paused on',
    description:
      'Decides the approval of a chat tool call (the tool_pending event\'s approval_id) exactly as POST /api/v1/approvals/{id}/approve or /reject would: approving re-checks the budgets and executes the call now, once; rejecting ends it blocked with approval_rejected. ' +
      'The answer names the paused turn to resume with continue_from: the model then reads the call\'s outcome. The same people decide as for any approval (admins and owners). ' +
      'An approval no chat call waits for is 404; one already decided or expired is 409. Audited as `approval.approved` or `approval.rejected`.',
    errorResponses: { 409: 'The approval was already decided or has expired (`conflict`)' },
  },
  auth: ADMINS,
  examples: { request: { decision: 'approve', note: 'Within budget' }, response: { approval: approvalDecided('approved', 'Within budget'), session_id: CHAT_SESSION_EXAMPLE.id, tool_call_id: 'ctc_01jh0xr3c5e7g9j1m3p5r7t9v3', continue_from: 'ctn_01jh0xr3c5e7g9j1m3p5r7t9v0' } },
  sdk: { resource: ['chat', 'approvals'], method: 'decide' },
};
