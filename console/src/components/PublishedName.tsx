import { Link } from 'react-router';
import { ENUMS } from '@proctor/sdk';

/** What a publish request, a publication and a listing have in common. */
interface Published {
  kind: 'workflow' | 'agent';
  name: string;
  workflow_id: string | null;
  version_number: number | null;
  agent_id: string | null;
  scope: 'team' | 'org' | null;
}

/** Its name, linking to the workflow's or the agent's page. */
export function PublishedName({ item }: { item: Published }) {
  const to = item.kind === 'workflow' ? item.workflow_id && `/workflows/${item.workflow_id}` : item.agent_id && `/agents/${item.agent_id}`;
  return to ? <Link to={to}>{item.name}</Link> : <>{item.name}</>;
}

/** Which version of a workflow, or to whom an agent is listed. */
export function PublishedWhat({ item }: { item: Published }) {
  if (item.kind === 'workflow') return <>{item.version_number !== null ? `Version ${item.version_number}` : '—'}</>;
  return <>{item.scope === 'team' ? 'Its team' : item.scope === 'org' ? 'The organization' : '—'}</>;
}

/** "Parse and wait, version 2", "agent Researcher": how buttons and fields name it for screen readers. */
export function publishedLabel(item: Published): string {
  return item.kind === 'workflow' ? `${item.name}, version ${item.version_number ?? '?'}` : `agent ${item.name}`;
}

const KIND_LABELS: Record<(typeof ENUMS.Publication.kind)[number], string> = { workflow: 'Workflows', agent: 'Agents' };

export const KIND_OPTIONS = [{ value: '', label: 'Workflows and agents' }, ...ENUMS.Publication.kind.map((value) => ({ value, label: KIND_LABELS[value] }))];
