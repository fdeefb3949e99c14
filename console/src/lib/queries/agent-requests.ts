import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRequest } from '@proctor/sdk';
import { api } from '../api';
import { keys as auditKeys } from './audit';

/** The query keys of the inbox: each starts with 'agent-requests', so one invalidation refreshes every tab. */
export const keys = {
  all: ['agent-requests'] as const,
  list: (status: string) => ['agent-requests', status] as const,
};

export type AgentRequestVerdict = { status: 'resolved' | 'dismissed'; response?: string };

/**
 * Answers (resolves) or dismisses an agent's request. What came of it goes to `onAnswered`;
 * either way every tab of the inbox and the audit trail are read again, since answered, refused or
 * gone, they change.
 */
export function useAnswerAgentRequest(
  request: AgentRequest,
  onAnswered: (verdict: AgentRequestVerdict['status'], result: { request: AgentRequest } | { error: unknown }) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: AgentRequestVerdict) => api.agentRequests.answer(request.id, verdict),
    onSuccess: (answered, verdict) => onAnswered(verdict.status, { request: answered }),
    onError: (error, verdict) => onAnswered(verdict.status, { error }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
