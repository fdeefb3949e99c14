import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { AuditEntry, ServiceRequest } from '@proctor/sdk';
import { Badge, Id, JsonBlock, Money, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { AuditTable } from '../../components/AuditTable';
import { useAgentName } from '../../lib/queries/agents';
import { keys as auditKeys } from '../../lib/queries/audit';
import { keys, UNSETTLED } from '../../lib/queries/service-requests';
import { AgentLink } from '../../components/AgentLink';
import { useReasonMeaning } from '../../lib/agent-docs';
import { detailOf } from '../../components/Reason';
import { ModeBadge } from '../../components/ModeBadge';

/** One service request: what was asked, what Proctor decided and why, what it cost, and its audit trail. */
export function RequestPage() {
  const { id = '' } = useParams();
  const request = useQuery({
    queryKey: keys.request(id),
    queryFn: () => api.serviceRequests.retrieve(id),
    // Followed until it ends (UNSETTLED).
    refetchInterval: (query) => (query.state.data && UNSETTLED.has(query.state.data.status) ? 3000 : false),
  });
  return (
    <Page title="Service request" intro="One paid action an agent asked for: what it sent, what Proctor decided and why, what it cost, and everything the audit trail recorded about it.">
      <QueryView query={request}>{(data) => <RequestDetail request={data} />}</QueryView>
    </Page>
  );
}

/**
 * The approval's status as the request's own fields tell it (there is no GET of one approval):
 * still waiting, rejected, expired, or else approved.
 */
function approvalStatus(request: ServiceRequest): 'pending' | 'approved' | 'rejected' | 'expired' {
  if (request.status === 'approval_required') return 'pending';
  if (request.reason_code === 'approval_rejected') return 'rejected';
  // Nobody decided it: its time ran out, or the workflow run that dispatched it ended first.
  if (request.reason_code === 'approval_expired' || request.reason_code === 'workflow_run_ended') return 'expired';
  return 'approved';
}

function RequestDetail({ request }: { request: ServiceRequest }) {
  const agentName = useAgentName();
  const meaning = useReasonMeaning();
  const detail = request.status === 'executed' ? undefined : detailOf(request.result);
  const approval = request.approval_id;
  return (
    <>
      <Section title="Summary">
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <Badge value={request.status} />
          </dd>
          <dt>Operation</dt>
          <dd>
            <code>{request.operation}</code>
          </dd>
          <dt>Mode</dt>
          <dd>
            <ModeBadge mode={request.mode} /> {request.mode === 'test' ? 'a test key: simulated, free' : 'a live key: real provider, paid from the wallet'}
          </dd>
          <dt>Agent</dt>
          <dd>
            <AgentLink id={request.agent_id} name={agentName(request.agent_id)} />
          </dd>
          <dt>Cost</dt>
          <dd>
            <Money cents={request.cost_cents} /> <small className="hint">debited from the wallet; nothing unless executed in live mode</small>
          </dd>
          <dt>Reason</dt>
          <dd>
            {request.reason_code ? (
              <>
                <code>{request.reason_code}</code>
                {meaning(request.reason_code) && <>: {meaning(request.reason_code)}</>}
                {detail && <p className="reason-detail">{detail}</p>}
                {request.refusal?.limit && <RefusedLimit limit={request.refusal.limit} />}
                {request.refusal && <p className="hint">What the agent should do: {request.refusal.advice}</p>}
              </>
            ) : (
              'none'
            )}
          </dd>
          <dt>Made</dt>
          <dd>
            <When iso={request.created_at} past />
          </dd>
          <dt>Completed</dt>
          <dd>{request.completed_at ? <When iso={request.completed_at} past /> : 'not yet: it waits or runs'}</dd>
          <dt>Approval</dt>
          <dd>
            {approval ? (
              <>
                <Link to={`/approvals?status=${approvalStatus(request)}#${approval}`}>{approval}</Link> <Badge value={approvalStatus(request)} />
              </>
            ) : (
              'not needed'
            )}
          </dd>
          <dt>Id</dt>
          <dd>
            <Id value={request.id} />
          </dd>
        </dl>
      </Section>
      <Section title="Payload">
        <JsonBlock value={request.payload} label="Payload" />
      </Section>
      <Section title="Result">
        {request.result === null ? <p className="hint">No result yet.</p> : <JsonBlock value={request.result} label="Result" />}
      </Section>
      <RequestAudit request={request} />
    </>
  );
}

/** The request's audit entries and its approval's (approved or rejected by whom), in chain order. */
function RequestAudit({ request }: { request: ServiceRequest }) {
  const targets = [request.id, ...(request.approval_id ? [request.approval_id] : [])];
  const entries = useQuery({
    // The request's status is in the key: a change (an approval decided) brings new entries.
    queryKey: auditKeys.targets(targets, request.status),
    queryFn: async () => {
      const pages = await Promise.all(targets.map((target_id) => api.auditLogs.list({ target_id, limit: 100 })));
      return pages.flatMap((page) => page.data).sort((a: AuditEntry, b: AuditEntry) => a.seq - b.seq);
    },
  });
  return (
    <Section title="Audit entries">
      <QueryView query={entries}>
        {(data) =>
          data.length === 0 ? (
            <Empty title="No audit entries yet">Entries are sealed into the chain within a second of the event; this list refreshes as the request changes.</Empty>
          ) : (
            <AuditTable entries={data} caption="Audit entries of this request" showTarget={false} />
          )
        }
      </QueryView>
    </Section>
  );
}

type Limit = NonNullable<NonNullable<ServiceRequest['refusal']>['limit']>;

/** The budget limit a refused request met, as the server answers it (refusal.limit): its value, what was used of it, what the request would add, when it counts afresh. */
function RefusedLimit({ limit }: { limit: Limit }) {
  const value = limit.value === null ? 'the wallet’s balance' : limit.unit === 'cents' ? <Money cents={limit.value} /> : `${limit.value} requests`;
  const amount = limit.unit === 'cents' ? <Money cents={limit.amount} /> : `${limit.amount} request`;
  const used = limit.used === null ? null : limit.unit === 'cents' ? <Money cents={limit.used} /> : `${limit.used} requests`;
  return (
    <p className="reason-detail">
      Limit <code>{limit.level}</code>: {value}
      {limit.period === 'day' ? ' a UTC day' : limit.period === 'month' ? ' a UTC month' : limit.period === 'total' ? ' in total' : ''}
      {used !== null && (limit.value === null ? <>, {used} available</> : <>, {used} used</>)}; this request would add {amount}.{' '}
      {limit.resets_at ? (
        <>
          It counts afresh <When iso={limit.resets_at} />.
        </>
      ) : (
        'It does not reset.'
      )}
    </p>
  );
}
