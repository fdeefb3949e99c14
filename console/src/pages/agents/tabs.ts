import { useSearchParams } from 'react-router';

/** The agent page's tabs, in the order they show; each one's id is its `?tab=` in the address. */
export const AGENT_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'bindings', label: 'Bindings' },
  { id: 'activity', label: 'Activity' },
  { id: 'memory', label: 'Memory' },
  { id: 'conversations', label: 'Conversations' },
  { id: 'tasks', label: 'Tasks and spawned agents' },
  { id: 'publishing', label: 'Publishing' },
] as const;

export type AgentTab = (typeof AGENT_TABS)[number]['id'];

/** The tab a `?tab=` names; none, or one this page does not have (an old or mistyped link), is the overview. */
export function tabOf(value: string | null): AgentTab {
  return AGENT_TABS.find((tab) => tab.id === value)?.id ?? 'overview';
}

/** An agent page's address for one tab, the overview's without `?tab=`: for the links into a tab. */
export function agentPath(agentId: string, tab: AgentTab = 'overview'): string {
  return tab === 'overview' ? `/agents/${agentId}` : `/agents/${agentId}?tab=${tab}`;
}

/**
 * The selected tab, kept in the address so that it can be linked and survives a reload. Choosing
 * one replaces the address rather than adding to the history: the arrow keys move through the tabs
 * one at a time, and Back should leave the page, not replay them.
 */
export function useAgentTab(): [AgentTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const select = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tabOf(tab) === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [tabOf(params.get('tab')), select];
}
