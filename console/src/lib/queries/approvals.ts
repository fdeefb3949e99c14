import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Approval } from '@proctor/sdk';
import { api } from '../api';
import { keys as auditKeys } from './audit';
import { keys as serviceRequestKeys } from './service-requests';
import { keys as workflowKeys } from './workflows';

/** The query keys of the approvals queue: each starts with 'approvals', so one invalidation refreshes every tab. */
export const keys = {
  all: ['approvals'] as const,
  list: (status: string) => ['approvals', status] as const,
};

export type ApprovalVerdict = 'approve' | 'reject';

/**
 * Approves or rejects an approval, with the note typed so far (none when empty). What came of it, the decision or the
 * refusal, goes to `onDecided`; either way the queue, what the approval was about (the service
 * request, or the workflow run at its approval step) and the audit trail are read again, since
 * decided, refused or gone, they all change.
 */
export function useDecideApproval(
  approval: Approval,
  note: string,
  onDecided: (verdict: ApprovalVerdict, result: { approval: Approval } | { error: unknown }) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: ApprovalVerdict) =>
      verdict === 'approve' ? api.approvals.approve(approval.id, note ? { note } : {}) : api.approvals.reject(approval.id, note ? { reason: note } : {}),
    onSuccess: (decided, verdict) => onDecided(verdict, { approval: decided }),
    onError: (error, verdict) => onDecided(verdict, { error }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: approval.workflow_step ? workflowKeys.runs(approval.workflow_step.workflow_id) : serviceRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
