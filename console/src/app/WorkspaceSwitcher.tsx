import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, errorMessage } from '../lib/api';

export const WORKSPACES_KEY = ['workspaces'] as const;

/** The organization's workspaces (first 100), one answer shared by the switcher and every page. */
export function useWorkspaces() {
  return useQuery({ queryKey: WORKSPACES_KEY, queryFn: () => api.workspaces.list({ limit: 100 }).then((page) => page.data) });
}

/**
 * The workspace this browser acts in: lists, new agents and the balance follow it (server-side,
 * per session; the person's tokens and other browsers stay where they are). Switching refetches
 * everything the console shows.
 */
export function WorkspaceSwitcher() {
  const id = useId();
  const queryClient = useQueryClient();
  const workspaces = useWorkspaces();
  const switchTo = useMutation({
    mutationFn: (workspace_id: string) => api.workspaces.switch({ workspace_id }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (!workspaces.data) return null;
  const active = workspaces.data.find((workspace) => workspace.is_active);
  return (
    <div className="workspace-switcher">
      <label htmlFor={id}>Workspace</label>
      <select id={id} value={active?.id ?? ''} disabled={switchTo.isPending} onChange={(event) => switchTo.mutate(event.target.value)}>
        {workspaces.data.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </select>
      {switchTo.isError && (
        <span role="alert" className="form-error">
          {errorMessage(switchTo.error)}
        </span>
      )}
    </div>
  );
}
