import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishRequest } from '@proctor/sdk';
import { api } from '../api';
import { keys as workflowKeys } from './workflows';

/**
 * The query keys of publishing. A decision, a publication or a revocation changes three views at
 * once: the publishing lists, the marketplace, and the versions of the workflow (draft or published).
 */
export const keys = {
  all: ['publishing'] as const,
  requests: (status: string) => ['publishing', 'requests', status] as const,
  pending: ['publishing', 'pending'] as const,
  publications: (kind: string, status: string) => ['publishing', 'publications', kind, status] as const,
  marketplace: ['marketplace'] as const,
  listings: (kind: string) => ['marketplace', 'listings', kind] as const,
};

/** Reads again everything a publishing change moves: the lists here, the marketplace, the workflows' versions. */
export function useRefreshPublishing(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: keys.marketplace }),
      queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
    ]);
  };
}

/**
 * Every pending publish request the signed-in person may see (all pages): the organization's queue
 * for holders of publish.manage, else their own. The workflow page marks the versions waiting for review.
 */
export function usePendingRequests() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: async () => {
      const pending: PublishRequest[] = [];
      for await (const request of api.publishRequests.list({ status: 'pending', limit: 100 })) pending.push(request);
      return pending;
    },
  });
}
