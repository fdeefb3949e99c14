import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ENUMS, type Publication } from '@proctor/sdk';
import { capitalized } from '../../lib/format';
import { useCan, useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { ReasonAction } from '../../components/ReasonAction';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { personLabel, useAllMembers } from '../../lib/queries/organization';
import { publishedLabel, KIND_OPTIONS, PublishedName, PublishedWhat } from '../../components/PublishedName';
import { keys, useRefreshPublishing } from '../../lib/queries/publishing';

type Kind = '' | Publication['kind'];
type Status = '' | Publication['status'];

const STATUSES: { value: Status; label: string }[] = [...ENUMS.Publication.status.map((value) => ({ value, label: capitalized(value) })), { value: '', label: 'Live and revoked' }];

/** What has been published, newest first; holders of publish.manage revoke a live one, with a reason. */
export function PublicationsSection() {
  const manager = useCan('manage_publishing');
  const [kind, setKind] = useState<Kind>('');
  const [status, setStatus] = useState<Status>('live');
  const { query, items } = useCursorList(keys.publications(kind, status), (cursor) =>
    api.publications.list({ cursor, order: 'desc', ...(kind ? { kind } : {}), ...(status ? { status } : {}) }),
  );
  return (
    <Section title="Publications">
      <p className="hint">
        A live workflow publication is the version runs use when none is named; a live agent is listed in the marketplace.{' '}
        {manager ? 'Revoking takes it back: a workflow version goes back to draft.' : 'Members with publish.manage, and owners, revoke them.'}
      </p>
      <div className="filters">
        <SelectField label="Kind" name="publication-kind" value={kind} onChange={(value) => setKind(value as Kind)} options={KIND_OPTIONS} />
        <SelectField label="Status" name="publication-status" value={status} onChange={(value) => setStatus(value as Status)} options={STATUSES} />
      </div>
      <CursorList query={query} items={items} empty={<Empty title="No publications">{status !== 'live' || kind ? 'None with these filters.' : 'Nothing is published yet: approved publish requests appear here.'}</Empty>}>
        {(publications) => <PublicationsTable publications={publications} manager={manager} />}
      </CursorList>
    </Section>
  );
}

function PublicationsTable({ publications, manager }: { publications: Publication[]; manager: boolean }) {
  const members = useAllMembers();
  const me = useSession().user.id;
  const who = (id: string) => (id === me ? 'you' : personLabel(members.data, id));
  return (
    <DataTable
      label="Publications"
      rows={publications}
      rowKey={(publication) => publication.id}
      rowProps={(publication) => ({ id: publication.id })}
      columns={[
        {
          header: 'Name',
          className: 'wrap-anywhere',
          cell: (publication) => (
            <>
              <PublishedName item={publication} /> <Badge value={publication.kind} />
            </>
          ),
        },
        { header: 'Version or audience', cell: (publication) => <PublishedWhat item={publication} /> },
        { header: 'Status', cell: (publication) => <Badge value={publication.status} /> },
        {
          header: 'Published',
          className: 'wrap-anywhere',
          cell: (publication) => (
            <>
              <When iso={publication.published_at} />
              <div className="hint">by {who(publication.published_by)}</div>
            </>
          ),
        },
        {
          header: manager ? 'Revoked, or revoke' : 'Revoked',
          cell: (publication) =>
            publication.status === 'revoked' ? (
              <>
                {publication.revoked_at && <When iso={publication.revoked_at} />}
                {publication.revoked_by && <div className="hint">by {who(publication.revoked_by)}</div>}
                {publication.revoke_reason && <p className="org-notes">“{publication.revoke_reason}”</p>}
              </>
            ) : manager ? (
              <Revoke publication={publication} />
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

function Revoke({ publication }: { publication: Publication }) {
  const refresh = useRefreshPublishing();
  const revoke = useMutation({ mutationFn: (reason: string) => api.publications.revoke(publication.id, { reason }), onSuccess: refresh });
  const what = publishedLabel(publication);
  return (
    <ReasonAction
      label="Revoke"
      name={`Revoke ${what}`}
      reasonLabel={`Why revoke ${what}?`}
      pendingLabel="Revoking…"
      pending={revoke.isPending}
      error={revoke.error}
      onSubmit={(reason) => revoke.mutate(reason)}
    />
  );
}
