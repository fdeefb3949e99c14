import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invite, OrgInviteCreateResponse } from '@proctor/sdk';
import { useCan, useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, FormError } from '../../components/Form';
import { Badge, Id, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { InviteForm } from './InviteForm';
import { InviteLink } from './InviteLink';
import {keys, personLabel, useAllMembers, useAllTeams} from '../../lib/queries/organization';

/** Invite people by a link, see the invites not yet accepted, and revoke them. */
export function InvitesPage() {
  const orgId = useSession().organization.id;
  const isAdmin = useCan('manage_invites');
  const [created, setCreated] = useState<OrgInviteCreateResponse | undefined>();
  const { query, items } = useCursorList([...keys.invites(orgId), 'page'], (cursor) => api.orgs.invites.list(orgId, { cursor }));
  return (
    <Page
      title="Invites"
      intro="Bring people into the organization: an invite is a link you send them; opening it, they set a password (or use their account) and join with the role you chose."
    >
      {created && <InviteLink created={created} onDone={() => setCreated(undefined)} />}
      {isAdmin ? (
        <Section title="Invite someone">
          <InviteForm onCreated={setCreated} />
        </Section>
      ) : (
        <p className="hint">Only owners and admins invite people and see the invites.</p>
      )}
      <Section title="Pending invites">
        <CursorList
          query={query}
          items={items}
          empty={<Empty title="No pending invites">Invites not yet accepted show here until they are used, revoked or expire.</Empty>}
        >
          {(invites) => <InvitesTable invites={invites} />}
        </CursorList>
      </Section>
    </Page>
  );
}

function InvitesTable({ invites }: { invites: Invite[] }) {
  const members = useAllMembers();
  const teams = useAllTeams();
  return (
    <DataTable
      label="Pending invites"
      rows={invites}
      rowKey={(invite) => invite.id}
      columns={[
        { header: 'Email', cell: (invite) => invite.email },
        { header: 'Role', cell: (invite) => <Badge value={invite.role} /> },
        {
          header: 'Team',
          cell: (invite) => (invite.team_id ? (teams.data?.find((t) => t.id === invite.team_id)?.name ?? <Id value={invite.team_id} />) : '—'),
        },
        { header: 'Invited by', cell: (invite) => personLabel(members.data, invite.invited_by) },
        { header: 'Invited', cell: (invite) => <When iso={invite.created_at} /> },
        { header: 'Expires', cell: (invite) => <When iso={invite.expires_at} /> },
        { header: 'Actions', cell: (invite) => <RevokeInvite invite={invite} /> },
      ]}
    />
  );
}

function RevokeInvite({ invite }: { invite: Invite }) {
  const orgId = useSession().organization.id;
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => api.orgs.invites.delete(orgId, { invite_id: invite.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invites(orgId) }),
  });
  return (
    <>
      <ConfirmButton label="Revoke" confirmLabel={`Revoke the invite of ${invite.email}?`} onConfirm={() => revoke.mutate()} pending={revoke.isPending} />
      <FormError error={revoke.error} />
    </>
  );
}
