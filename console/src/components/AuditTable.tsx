import { Link } from 'react-router';
import type { AuditEntry } from '@proctor/sdk';
import { useSession } from '../app/session';
import { DataTable } from './DataTable';
import { Badge, Id, Money, When } from './Format';
import { useAgentName } from '../lib/queries/agents';
import { AgentLink } from './AgentLink';
import { Reason } from './Reason';

/** Who did it: an agent by name, the signed-in person as "you", another person or Proctor itself. */
function Actor({ actor, agentName }: { actor: AuditEntry['actor']; agentName: (id: string) => string | undefined }) {
  const { user } = useSession();
  if (actor.type === 'system') return <>Proctor</>;
  if (!actor.id) return <>{actor.type}</>;
  if (actor.type === 'agent') return <AgentLink id={actor.id} name={agentName(actor.id)} />;
  if (actor.id === user.id) return <>you</>;
  return (
    <>
      person <Id value={actor.id} />
    </>
  );
}

/** What it was about, linked when the console has a page for it. */
function Target({ target, agentName }: { target: AuditEntry['target']; agentName: (id: string) => string | undefined }) {
  if (!target) return <span aria-label="none">—</span>;
  const label = target.type.replace(/_/g, ' ');
  if (!target.id) return <>{label}</>;
  if (target.type === 'service_request') {
    return (
      <>
        request{' '}
        <Link to={`/requests/${target.id}`}>
          <Id value={target.id} />
        </Link>
      </>
    );
  }
  if (target.type === 'agent') return <>agent <AgentLink id={target.id} name={agentName(target.id)} /></>;
  return (
    <>
      {label} <Id value={target.id} />
    </>
  );
}

/** An action (`service_request.approval_required`), allowed to wrap after its dot in a narrow column. */
function Action({ action }: { action: string }) {
  const [resource, ...verb] = action.split('.');
  if (verb.length === 0) return <code>{action}</code>;
  return (
    <code>
      {resource}.<wbr />
      {verb.join('.')}
    </code>
  );
}

/** Audit entries as a table: seq, time, actor, action, target (unless all are about one thing), outcome, reason and cost. */
export function AuditTable({ entries, caption, showTarget = true }: { entries: AuditEntry[]; caption?: string; showTarget?: boolean }) {
  const agentName = useAgentName();
  return (
    <DataTable
      label="Audit entries"
      caption={caption}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        { header: 'Seq', className: 'num', cell: (entry) => entry.seq },
        { header: 'Time', className: 'nowrap', cell: (entry) => <When iso={entry.occurred_at} /> },
        { header: 'Actor', cell: (entry) => <Actor actor={entry.actor} agentName={agentName} /> },
        {
          header: 'Action',
          cell: (entry) => (
            <>
              <Action action={entry.action} /> {entry.mode === 'test' && <Badge value="test" />}
            </>
          ),
        },
        showTarget && { header: 'Target', cell: (entry) => <Target target={entry.target} agentName={agentName} /> },
        { header: 'Outcome', cell: (entry) => <Badge value={entry.outcome} /> },
        { header: 'Reason', cell: (entry) => <Reason code={entry.reason_code} /> },
        {
          header: 'Cost',
          className: 'num',
          cell: (entry) => (entry.cost_cents === null ? <span aria-label="none">—</span> : <Money cents={entry.cost_cents} />),
        },
      ]}
    />
  );
}
