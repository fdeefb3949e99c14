import type { EventFire } from '@proctor/sdk';
import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useSourceFires } from '../../lib/queries/event-sources';
import type { Source, SourceKind } from './sources';

/** What came of a fire: the service request it made (and the workflow run it started), or why it was skipped. */
function Outcome({ fire, workflowId }: { fire: EventFire; workflowId: string | undefined }) {
  const request = fire.service_request;
  if (request) {
    return (
      <>
        <Link to={`/requests/${request.id}`} aria-label={`Service request ${request.id}: ${request.status.replace(/_/g, ' ')}`}>
          <Badge value={request.status} />
        </Link>{' '}
        {request.reason_code && <code>{request.reason_code}</code>} <Money cents={request.cost_cents} />
        {fire.workflow_run_id && workflowId && (
          <div>
            <Link to={`/workflows/${workflowId}/runs/${fire.workflow_run_id}`}>Workflow run</Link>
          </div>
        )}
      </>
    );
  }
  if (fire.status === 'skipped') {
    return (
      <>
        {fire.reason && <code>{fire.reason}</code>}
        {fire.detail && <div className="hint">{fire.detail}</div>}
      </>
    );
  }
  return <span className="hint">Being dispatched</span>;
}

/** Fires, one row each: when it was due and dispatched, its status, and what came of it. */
export function FiresTable({ fires, kind, workflowId }: { fires: EventFire[]; kind: SourceKind; workflowId?: string }) {
  return (
    <DataTable
      label="Fires"
      rows={fires}
      rowKey={(fire) => fire.id}
      columns={[
        { header: 'Scheduled for', className: 'nowrap', cell: (fire) => (fire.scheduled_for ? <When iso={fire.scheduled_for} /> : <span className="hint">{kind.unscheduled}</span>) },
        { header: 'Fired', className: 'nowrap', cell: (fire) => (fire.fired_at ? <When iso={fire.fired_at} /> : <span className="hint">Not yet</span>) },
        { header: 'Status', cell: (fire) => <Badge value={fire.status} /> },
        { header: 'Outcome', cell: (fire) => <Outcome fire={fire} workflowId={workflowId} /> },
      ]}
    />
  );
}

/** A source's fires, newest first, a page at a time, new ones appearing as they are made. */
export function FiresSection({ kind, source, workflowId }: { kind: SourceKind; source: Source; workflowId?: string }) {
  const { query, items } = useSourceFires(kind.queries, source.id);
  return (
    <Section title="Fires">
      <CursorList query={query} items={items} empty={<Empty title="No fires yet">{source.next_run_at ? 'The first comes at its next run.' : 'A paused source fires nothing.'}</Empty>}>
        {(fires) => <FiresTable fires={fires} kind={kind} workflowId={workflowId} />}
      </CursorList>
    </Section>
  );
}
