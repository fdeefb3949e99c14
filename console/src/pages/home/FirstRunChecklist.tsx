import type { Agent } from '@proctor/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Section } from '../../components/Page';
import { api } from '../../lib/api';
import { useAllMembers } from '../../lib/queries/organization';
import './checklist.css';

/** While a step is still open, its facts are read again this often, so that it ticks itself off. */
const POLL_MS = 5000;
/** The agents whose bindings are looked at: a new organization has one or two. */
const AGENTS_LOOKED_AT = 5;

/** An agent someone made: every organization starts with its primary agent, the one its chat talks to. */
const made = (agent: Agent) => !agent.is_primary;

interface Step {
  id: string;
  done: boolean | undefined;
  title: string;
  how: React.ReactNode;
}

/**
 * The four steps from a new organization to a governed agent, each ticked from what the server
 * holds (not from what was clicked here), shown until all four are done.
 */
export function FirstRunChecklist() {
  const agents = useQuery({
    queryKey: ['home', 'checklist', 'agents'],
    queryFn: async () => (await api.agents.list({ limit: AGENTS_LOOKED_AT })).data,
    refetchInterval: (query) => (query.state.data?.some(made) ? false : POLL_MS),
  });
  const firstAgents = agents.data ?? [];
  const bound = useQuery({
    queryKey: ['home', 'checklist', 'bound', firstAgents.map((agent) => agent.id)],
    queryFn: async () => {
      for (const agent of firstAgents) if ((await api.agents.bindings.list(agent.id)).data.length > 0) return true;
      return false;
    },
    enabled: agents.isSuccess,
    refetchInterval: (query) => (query.state.data ? false : POLL_MS),
  });
  const requested = useQuery({
    queryKey: ['home', 'checklist', 'test-request'],
    queryFn: async () => (await api.serviceRequests.list({ mode: 'test', limit: 1 })).data.length > 0,
    refetchInterval: (query) => (query.state.data ? false : POLL_MS),
  });
  const members = useAllMembers({ refetchInterval: (count) => (count > 1 ? false : POLL_MS) });
  const steps: Step[] = [
    {
      id: 'agent',
      done: agents.data ? agents.data.some(made) : undefined,
      title: 'Create an agent',
      how: (
        <>
          On <Link to="/agents">Agents</Link>: it gets a live key and a test key, shown once.
        </>
      ),
    },
    {
      id: 'binding',
      done: bound.data,
      title: 'Bind an operation',
      how: "On the agent's page, Bindings: which operation it may call, with its limits and approval threshold.",
    },
    {
      id: 'request',
      done: requested.data,
      title: 'Make a first request with the test key',
      how: (
        <>
          <code>POST /api/v1/service-requests</code> with the test key: sandboxed, costs nothing, and shows under{' '}
          <Link to="/requests">Requests</Link>.
        </>
      ),
    },
    {
      id: 'teammate',
      done: members.data ? members.data.length > 1 : undefined,
      title: 'Invite a teammate',
      how: (
        <>
          On <Link to="/organization/invites">Invites</Link>: someone to decide approvals with you.
        </>
      ),
    },
  ];
  if (steps.every((step) => step.done === true)) return null;
  const done = steps.filter((step) => step.done === true).length;
  return (
    <Section title="Get started">
      <p className="hint">
        {done} of {steps.length} done. Each step ticks itself off when Proctor sees it done.
      </p>
      <ol className="checklist" aria-label="Getting started">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'checklist-done' : undefined} data-step={step.id}>
            <span className="checklist-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div>
              <strong>{step.title}</strong>
              <span className="visually-hidden">{step.done ? ' (done)' : step.done === false ? ' (to do)' : ''}</span>
              {!step.done && <p className="hint">{step.how}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
