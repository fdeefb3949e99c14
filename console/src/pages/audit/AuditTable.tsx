import { Link } from 'react-router';
import type { AuditEntry } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Badge, Id, Money, When } from '../../components/Format';
import { TableWrap } from '../../components/TableWrap';
import { AgentLink, useAgentName } from '../requests/agents';
import { Reason } from '../requests/reasons';

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
    <TableWrap label="Audit entries">
      <table>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className="num">
              Seq
            </th>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            {showTarget && <th scope="col">Target</th>}
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
            <th scope="col" className="num">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="num">{entry.seq}</td>
              <td className="nowrap">
                <When iso={entry.occurred_at} />
              </td>
              <td>
                <Actor actor={entry.actor} agentName={agentName} />
              </td>
              <td>
                <Action action={entry.action} /> {entry.mode === 'test' && <Badge value="test" />}
              </td>
              {showTarget && (
                <td>
                  <Target target={entry.target} agentName={agentName} />
                </td>
              )}
              <td>
                <Badge value={entry.outcome} />
              </td>
              <td>
                <Reason code={entry.reason_code} />
              </td>
              <td className="num">{entry.cost_cents === null ? <span aria-label="none">—</span> : <Money cents={entry.cost_cents} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
