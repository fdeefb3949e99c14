import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { useCursorList } from '../lists';

/**
 * The query keys of the workflow pages. Each starts with 'workflows', so that invalidating
 * ['workflows'] refreshes the list and every workflow's page at once.
 */
export const keys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  workflow: (id: string) => ['workflows', id] as const,
  versions: (id: string) => ['workflows', id, 'versions'] as const,
  grants: (id: string) => ['workflows', id, 'grants'] as const,
  runs: (id: string) => ['workflows', id, 'runs'] as const,
  run: (id: string, runId: string) => ['workflows', id, 'runs', runId] as const,
};

/** A workflow's versions, newest first: the editor starts from the first, the run form offers them all. */
export function useVersions(workflowId: string) {
  return useCursorList(keys.versions(workflowId), (cursor) => api.workflows.versions.list(workflowId, { cursor, order: 'desc' }));
}

/**
 * The id of the workflow a workflow.run payload names, by its id (wf_…) or its name as the server
 * reads it, to link a run it started (a run's page is under its workflow's); undefined while
 * unknown, or for a workflow the person cannot see.
 */
export function useWorkflowIdNamed(named: string | undefined): string | undefined {
  const byName = named !== undefined && !named.startsWith('wf_');
  const found = useQuery({
    queryKey: ['workflows', 'named', named],
    queryFn: async () => {
      for await (const workflow of api.workflows.list({ limit: 100 })) if (workflow.name === named) return workflow.id;
      return null;
    },
    enabled: byName,
    staleTime: 60_000,
  });
  return byName ? (found.data ?? undefined) : named;
}
