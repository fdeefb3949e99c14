import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import type { Agent } from '@proctor/sdk';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../app/session';
import { Page, Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/agents';
import { ActivitySection } from './ActivitySection';
import { AgentMeters } from './AgentMeters';
import { AgentFacts } from './AgentFacts';
import { BindingsSection } from './BindingsSection';
import { ConversationsTab, MemoryTab, TasksTab } from './FeatureTabs';
import { KeysSection } from './KeysSection';
import { PlacementSection } from './PlacementSection';
import { PublishAgentSection } from './PublishAgentSection';
import { AGENT_TABS, useAgentTab, type AgentTab } from './tabs';
import './AgentPage.css';

/**
 * One agent, in tabs: what it is, its keys, team and owner; the operations it may dispatch; its
 * activity; and what it does on its own (memories, conversations, the agents it spawned and the
 * tasks it delegated), then listing it in the marketplace. The tab is in the address (`?tab=`).
 */
export function AgentPage() {
  const { id = '' } = useParams();
  const agent = useQuery({ queryKey: keys.agent(id), queryFn: () => api.agents.retrieve(id) });
  const canManage = useCan('manage_agents');
  const [tab, select] = useAgentTab();
  return (
    <Page
      title={agent.data?.name ?? 'Agent'}
      intro="One agent: its status, keys and team, the operations it may dispatch with their limits, and what it does on its own."
      actions={
        <Link className="button secondary" to="/agents">
          All agents
        </Link>
      }
    >
      {!canManage && (
        <p className="hint" role="note">
          You are a member: you can see this agent, but only owners and admins may pause it, rotate its keys, change its team, owner
          or bindings, cancel its tasks or delete its memories; the server refuses such changes from members.
        </p>
      )}
      <QueryView query={agent}>
        {(data) => (
          // Keyed by agent: going from one agent's page to another's (parent, child) starts every tab afresh.
          <Tabs.Root key={data.id} className="agent-tabs" value={tab} onValueChange={select}>
            <Tabs.List className="agent-tab-list" aria-label={`Parts of ${data.name}`}>
              {AGENT_TABS.map(({ id: value, label }) => (
                <Tabs.Trigger key={value} value={value} className="agent-tab">
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <TabPanels agent={data} canManage={canManage} />
          </Tabs.Root>
        )}
      </QueryView>
    </Page>
  );
}

/** Each tab's content; only the selected one is mounted, so only its lists are read. */
function TabPanels({ agent, canManage }: { agent: Agent; canManage: boolean }) {
  return (
    <>
      <Panel value="overview">
        <AgentFacts agent={agent} />
        <Section title="Limits and what is used">
          <AgentMeters agentId={agent.id} />
        </Section>
        {canManage && <PlacementSection agent={agent} />}
        <KeysSection agentId={agent.id} />
      </Panel>
      <Panel value="bindings">
        <BindingsSection agentId={agent.id} />
      </Panel>
      <Panel value="activity">
        <ActivitySection agentId={agent.id} />
      </Panel>
      <Panel value="memory">
        <MemoryTab agentId={agent.id} />
      </Panel>
      <Panel value="conversations">
        <ConversationsTab agentId={agent.id} />
      </Panel>
      <Panel value="tasks">
        <TasksTab agent={agent} />
      </Panel>
      <Panel value="publishing">
        {canManage ? (
          <PublishAgentSection agent={agent} />
        ) : (
          <p className="tab-about">Listing this agent in the marketplace, to its team or to the organization: admins and owners request it here.</p>
        )}
      </Panel>
    </>
  );
}

function Panel({ value, children }: { value: AgentTab; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="agent-tab-panel">
      {children}
    </Tabs.Content>
  );
}
