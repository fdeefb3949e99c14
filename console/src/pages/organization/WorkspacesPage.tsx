import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Workspace } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { WORKSPACES_KEY } from '../../app/WorkspaceSwitcher';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Field, FormError, Submit } from '../../components/Form';
import { Badge, Money, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';


/** The organization's workspaces and their wallets; switch the one you act in, or create one. */
export function WorkspacesPage() {
  const isAdmin = useCan('manage_workspaces');
  const { query, items } = useCursorList([...WORKSPACES_KEY, 'page'], (cursor) => api.workspaces.list({ cursor }));
  return (
    <Page
      title="Workspaces"
      intro="Each workspace has its own wallet, agents, teams and lists. You act in one at a time: switching (here or in the header) changes it for this browser only. A personal token acts in the workspace it was minted in."
    >
      {isAdmin && <CreateWorkspace />}
      <Section title="Workspaces of the organization">
        <p className="hint">Available is the balance less what requests in flight hold.</p>
        <CursorList query={query} items={items} empty={<Empty title="No workspaces">Every organization has a default one; reload the page.</Empty>}>
          {(workspaces) => (
            <DataTable
              label="Workspaces"
              rows={workspaces}
              rowKey={(workspace) => workspace.id}
              columns={[
                {
                  header: 'Workspace',
                  cell: (workspace) => (
                    <>
                      {workspace.name} {workspace.is_default && <Badge value="default" />}
                    </>
                  ),
                },
                { header: 'Balance', className: 'num', cell: (workspace) => <Money cents={workspace.balance_cents} /> },
                { header: 'Held', className: 'num', cell: (workspace) => <Money cents={workspace.held_cents} /> },
                { header: 'Available', className: 'num', cell: (workspace) => <Money cents={workspace.balance_cents - workspace.held_cents} /> },
                { header: 'Created', cell: (workspace) => <When iso={workspace.created_at} /> },
                { header: 'You act in', cell: (workspace) => <ActiveOrSwitch workspace={workspace} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** "active" for the workspace one acts in; a button to switch to any other. */
function ActiveOrSwitch({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const switchTo = useMutation({
    mutationFn: () => api.workspaces.switch({ workspace_id: workspace.id }),
    // Every list the console shows follows the active workspace.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return (
    <>
      {workspace.is_active ? (
        <Badge value="active" />
      ) : (
        <button type="button" className="secondary" disabled={switchTo.isPending} onClick={() => switchTo.mutate()} aria-label={`Switch to ${workspace.name}`}>
          Switch to it
        </button>
      )}
      <FormError error={switchTo.error} />
    </>
  );
}

function CreateWorkspace() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Workspace | undefined>();
  const create = useMutation({
    mutationFn: () => api.workspaces.create({ name }),
    onSuccess: async (workspace) => {
      setName('');
      setCreated(workspace);
      // The header's switcher reads WORKSPACES_KEY too: it offers the new one at once.
      await queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    create.mutate();
  };
  return (
    <Section title="Create a workspace">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Workspace name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        <Submit pending={create.isPending} pendingLabel="Creating…">
          Create workspace
        </Submit>
      </form>
      <p className="hint">Names are unique in the organization. A new workspace starts at $0.00 (the trial balance went to the default one) and creating it does not switch to it.</p>
      <FormError error={create.error} />
      {created && <p role="status">Created {created.name}. Switch to it to add its agents and teams.</p>}
    </Section>
  );
}
