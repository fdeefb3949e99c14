import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TeamCreateResponse } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Field, FormError, Submit } from '../../components/Form';
import { When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import {keys} from '../../lib/queries/organization';

/** The teams of the active workspace; admins create them here. */
export function TeamsPage() {
  const isAdmin = useCan('manage_teams');
  const { query, items } = useCursorList([...keys.teams, 'page'], (cursor) => api.teams.list({ cursor }));
  return (
    <Page
      title="Teams"
      intro="Teams of your active workspace (switch workspace in the header). A team gets a budget from the workspace, and its managers share it out among its workers."
    >
      {isAdmin && <CreateTeam />}
      <Section title="Teams in this workspace">
        <CursorList
          query={query}
          items={items}
          empty={
            <Empty title="No teams in this workspace yet">
              {isAdmin ? 'Create one above, then add people and give it a budget.' : 'An owner or admin creates teams.'}
            </Empty>
          }
        >
          {(teams) => (
            <DataTable
              label="Teams"
              rows={teams}
              rowKey={(team) => team.id}
              columns={[
                {
                  header: 'Team',
                  cell: (team) => (
                    <>
                      <Link to={`/organization/teams/${team.id}`}>{team.name}</Link>{' '}
                      {team.is_active && <span className="badge badge-active">your active team</span>}
                    </>
                  ),
                },
                { header: 'Members', className: 'num', cell: (team) => team.member_count },
                { header: 'Created', cell: (team) => <When iso={team.created_at} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

function CreateTeam() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TeamCreateResponse | undefined>();
  const create = useMutation({
    mutationFn: () => api.teams.create({ name }),
    onSuccess: async (team) => {
      setName('');
      setCreated(team);
      await queryClient.invalidateQueries({ queryKey: keys.teams });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    create.mutate();
  };
  return (
    <Section title="Create a team">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Team name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        <Submit pending={create.isPending} pendingLabel="Creating…">
          Create team
        </Submit>
      </form>
      <p className="hint">Names are unique in the workspace. The free plan allows 3 teams per workspace: more are created, with a warning.</p>
      <FormError error={create.error} />
      {created && (
        <div role="status">
          <p>
            Created <Link to={`/organization/teams/${created.id}`}>{created.name}</Link>: add its people and budget on its page.
          </p>
          {created.warnings.map((warning) => (
            <p key={warning.code} className="org-warning">
              {warning.message}
            </p>
          ))}
        </div>
      )}
    </Section>
  );
}
