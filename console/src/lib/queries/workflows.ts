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
