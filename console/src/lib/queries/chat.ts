import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatSessionCreateParams } from '@proctor/sdk';
import { api } from '../api';

/** The query keys of the chat pages; each starts with 'chat' so that one invalidation refreshes the list and a session. */
export const keys = {
  all: ['chat'] as const,
  sessions: ['chat', 'sessions'] as const,
  session: (id: string) => ['chat', 'sessions', id] as const,
  /** A service request read for the approval of a paused call (the history names the request, not its approval). */
  request: (id: string) => ['chat', 'requests', id] as const,
};

/**
 * A session with its message history, tool calls and turns. With `poll` (the session's channel is
 * not open: pages/chat/useSessionEvents.ts), read again every 2 seconds while a turn answers, so
 * that its messages appear when it ends.
 */
export function useChatSession(id: string, poll: boolean) {
  return useQuery({ queryKey: keys.session(id), queryFn: () => api.chat.sessions.get(id), refetchInterval: (query) => (poll && query.state.data?.active_turn_id ? 2_000 : false) });
}

/** Opens a session (a new chat assistant without agent_id); the list is read again. */
export function useOpenChatSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSessionCreateParams) => api.chat.sessions.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.sessions }),
  });
}

/** Closes a session: it is kept and read, and takes no more turns. */
export function useCloseChatSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.chat.sessions.close({ session_id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Approves or rejects a paused tool call; the answer names the turn to resume (continue_from). */
export function useDecideChatApproval() {
  return useMutation({
    mutationFn: ({ approvalId, decision, note }: { approvalId: string; decision: 'approve' | 'reject'; note?: string }) => api.chat.approvals.decide(approvalId, { decision, note }),
  });
}
