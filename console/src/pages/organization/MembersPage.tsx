import { Link } from 'react-router';
import type { Member } from '@proctor/sdk';
import { useCan, useSession } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { MemberActions, MemberPermissions } from './MemberCells';
import {keys} from '../../lib/queries/organization';

/** The people of the organization and their roles; owners and admins change roles and remove people. */
export function MembersPage() {
  const session = useSession();
  const orgId = session.organization.id;
  const isAdmin = useCan('manage_members');
  const isSelf = (member: Member) => member.user_id === session.user.id;
  const { query, items } = useCursorList([...keys.members(orgId), 'page'], (cursor) => api.orgs.members.list(orgId, { cursor }));
  return (
    <Page
      title="Members"
      intro={`The people of ${session.organization.name} and their roles. Owners and admins manage members, invites, teams and workspaces; members use agents and read.`}
      actions={
        isAdmin ? (
          <Link className="button org-nowrap" to="/organization/invites">
            Invite someone
          </Link>
        ) : undefined
      }
    >
      <p className="hint">
        Roles: an <strong>owner</strong> can do everything, including making owners; an <strong>admin</strong> manages people, teams
        and money but not owners; a <strong>member</strong> works with agents. The only owner cannot be demoted or removed: make
        someone else an owner first. Permissions grant what a role does not: <code>publish.manage</code> lets a member or admin
        review publish requests on the Publishing page, unpublish workflow versions and revoke publications (owners hold it already).
      </p>
      <Section title="People in the organization">
        <CursorList query={query} items={items} empty={<Empty title="No members yet">Invite people from the Invites tab.</Empty>}>
          {(members) => (
            <DataTable
              label="Members"
              rows={members}
              rowKey={(member) => member.user_id}
              columns={[
                {
                  header: 'Name',
                  cell: (member) => (
                    <>
                      {member.name ?? '—'}
                      {isSelf(member) && ' (you)'}
                    </>
                  ),
                },
                { header: 'Email', cell: (member) => member.email },
                { header: 'Role', cell: (member) => <Badge value={member.role} /> },
                { header: 'Permissions', cell: (member) => <MemberPermissions member={member} manage={isAdmin} self={isSelf(member)} /> },
                { header: 'Joined', cell: (member) => <When iso={member.joined_at} /> },
                isAdmin && { header: 'Actions', cell: (member) => <MemberActions member={member} self={isSelf(member)} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}
