import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../app/session';
import { api } from '../api';

/** What waits for a person, by kind: the sidebar's counts and the home page's first card read the same. */
export type WaitingKind = 'approvals' | 'agentRequests' | 'budgetRequests';

/** How many of a kind are counted at most: one page; past it, "100+". */
const COUNTED = 100;
/** As often as the approvals queue itself re-reads (ApprovalsPage). */
const POLL_MS = 5000;

export interface WaitingCount {
  count: number;
  /** More wait than were counted. */
  more: boolean;
}

export const keys = { all: ['waiting'] as const, kind: (kind: WaitingKind) => ['waiting', kind] as const };

const count = ({ data, next_cursor }: { data: unknown[]; next_cursor: string | null }): WaitingCount => ({ count: data.length, more: next_cursor !== null });

/**
 * What waits for the signed-in person: pending approvals (for those who decide them), open agent
 * requests (for those who answer them), and budget requests they may decide. A kind they may
 * not act on is not asked for (undefined).
 */
export function useWaiting(): Record<WaitingKind, WaitingCount | undefined> {
  const decides = useCan('decide_approvals');
  const answers = useCan('answer_agent_requests');
  const approvals = useQuery({
    queryKey: keys.kind('approvals'),
    queryFn: async () => count(await api.approvals.list({ status: 'pending', limit: COUNTED })),
    enabled: decides,
    refetchInterval: POLL_MS,
  });
  const agentRequests = useQuery({
    queryKey: keys.kind('agentRequests'),
    queryFn: async () => count(await api.agentRequests.list({ status: 'open', limit: COUNTED })),
    enabled: answers,
    refetchInterval: POLL_MS,
  });
  const budgetRequests = useQuery({
    queryKey: keys.kind('budgetRequests'),
    queryFn: async () => {
      const page = await api.budgetRequests.list({ status: 'pending', limit: COUNTED });
      return count({ data: page.data.filter((request) => request.can_decide), next_cursor: page.next_cursor });
    },
    refetchInterval: POLL_MS,
  });
  return { approvals: approvals.data, agentRequests: agentRequests.data, budgetRequests: budgetRequests.data };
}

/** "3", or "100+" when more wait than were counted. */
export const waitingText = (waiting: WaitingCount) => (waiting.more ? `${waiting.count}+` : String(waiting.count));
