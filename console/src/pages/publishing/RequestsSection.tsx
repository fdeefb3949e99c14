import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ENUMS, type PublishRequest } from '@proctor/sdk';
import { capitalized } from '../../lib/format';
import { useCan, useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { DecideForm, type Verdict } from '../../components/DecideForm';
import { SelectField } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { personLabel, useAllMembers } from '../../lib/queries/organization';
import { publishedLabel, PublishedName, PublishedWhat } from '../../components/PublishedName';
import { keys, useRefreshPublishing } from '../../lib/queries/publishing';

type Status = '' | PublishRequest['status'];

const STATUSES: { value: Status; label: string }[] = [...ENUMS.PublishRequest.status.map((value) => ({ value, label: capitalized(value) })), { value: '', label: 'All' }];

/**
 * Publish requests, pending first: for holders of publish.manage (and owners) the organization's
 * review queue, each approved or rejected with notes, but for one's own unless an owner; for
 * everyone else the requests they made.
 */
export function RequestsSection() {
  const reviewer = useCan('manage_publishing');
  const [status, setStatus] = useState<Status>('pending');
  const { query, items } = useCursorList(keys.requests(status), (cursor) => api.publishRequests.list({ cursor, ...(status ? { status } : {}) }));
  const pending = status === 'pending';
  return (
    <Section title={reviewer ? 'Review queue' : 'Your publish requests'}>
      <p className="hint">
        {reviewer
          ? 'Approving publishes at once: a workflow version becomes the one runs use when none is named, an agent is listed in the marketplace. Notes are shown to whoever asked.'
          : 'A member with the publish.manage permission, or an owner, reviews each request. You see the requests you made.'}
      </p>
      <div className="filters">
        <SelectField label="Requests" name="request-status" value={status} onChange={(value) => setStatus(value as Status)} options={STATUSES} />
      </div>
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title={pending ? 'Nothing waits for review' : 'No publish requests'}>
            {pending ? 'A request for publication appears here, from a workflow’s versions or an agent’s page.' : 'None with this status.'}
          </Empty>
        }
      >
        {(requests) => <RequestsTable requests={requests} reviewer={reviewer} />}
      </CursorList>
    </Section>
  );
}

function RequestsTable({ requests, reviewer }: { requests: PublishRequest[]; reviewer: boolean }) {
  const members = useAllMembers();
  const me = useSession().user.id;
  return (
    <DataTable
      label="Publish requests"
      rows={requests}
      rowKey={(request) => request.id}
      rowProps={(request) => ({ id: request.id })}
      columns={[
        {
          header: 'Name',
          className: 'wrap-anywhere',
          cell: (request) => (
            <>
              <PublishedName item={request} /> <Badge value={request.kind} />
            </>
          ),
        },
        { header: 'Version or audience', cell: (request) => <PublishedWhat item={request} /> },
        {
          header: 'Asked',
          className: 'wrap-anywhere',
          cell: (request) => (
            <>
              By {request.requested_by === me ? 'you' : personLabel(members.data, request.requested_by)}
              <div className="hint">
                <When iso={request.created_at} />
              </div>
            </>
          ),
        },
        { header: 'Status', cell: (request) => <Badge value={request.status} /> },
        {
          header: 'Decision',
          cell: (request) =>
            request.status === 'pending' ? (
              // The server answers whether you may decide it (never your own request, unless an owner).
              request.can_decide ? (
                <Decide request={request} />
              ) : (
                <span className="hint">{reviewer ? 'Your request: another reviewer decides it' : 'Waiting for a reviewer'}</span>
              )
            ) : (
              <>
                {request.decided_by && <>By {request.decided_by === me ? 'you' : personLabel(members.data, request.decided_by)} </>}
                {request.decided_at && <When iso={request.decided_at} />}
                {request.notes && <p className="org-notes">“{request.notes}”</p>}
              </>
            ),
        },
      ]}
    />
  );
}

function Decide({ request }: { request: PublishRequest }) {
  const refresh = useRefreshPublishing();
  const decide = useMutation({
    mutationFn: ({ verdict, notes }: { verdict: Verdict; notes: string | undefined }) => api.publishRequests.update(request.id, { status: verdict, ...(notes ? { notes } : {}) }),
    onSuccess: refresh,
  });
  return (
    <DecideForm
      what={`the request for ${publishedLabel(request)}`}
      pending={decide.isPending}
      verdict={decide.variables?.verdict}
      error={decide.error}
      onDecide={(verdict, notes) => decide.mutate({ verdict, notes })}
    />
  );
}
