import { Link } from 'react-router';
import { Section } from '../../components/Page';
import { useWaiting, waitingText, type WaitingCount, type WaitingKind } from '../../lib/queries/waiting';

const KINDS: { kind: WaitingKind; label: string; to: string; none: string }[] = [
  { kind: 'approvals', label: 'Approvals', to: '/approvals', none: 'No request waits for approval.' },
  { kind: 'agentRequests', label: "Agents' requests", to: '/inbox', none: 'No agent is asking you anything.' },
  { kind: 'budgetRequests', label: 'Budget requests', to: '/organization/teams', none: 'No budget request waits for you.' },
];

/** What waits for the signed-in person, each kind with its count and the page where it is decided. */
export function WaitingCard() {
  const waiting = useWaiting();
  const shown = KINDS.filter(({ kind }) => waiting[kind] !== undefined);
  return (
    <Section title="Waiting for you">
      {shown.length === 0 ? (
        <p className="hint">Nothing waits for you.</p>
      ) : (
        <ul className="grid home-waiting">
          {shown.map(({ kind, label, to, none }) => (
            <li key={kind} data-waiting={kind}>
              <Tile count={waiting[kind]!} label={label} to={to} none={none} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Tile({ count, label, to, none }: { count: WaitingCount; label: string; to: string; none: string }) {
  return (
    <>
      <div className="stat">{waitingText(count)}</div>
      <Link to={to}>{label}</Link>
      {count.count === 0 && <p className="hint">{none}</p>}
    </>
  );
}
