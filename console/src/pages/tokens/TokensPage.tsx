import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalToken } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, FormError } from '../../components/Form';
import { useWorkspaces } from '../../app/WorkspaceSwitcher';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { TOKENS_KEY } from './keys';
import { NewTokenForm } from './NewTokenForm';

/** The signed-in person's personal access tokens: mint, disable or enable, delete. */
export function TokensPage() {
  const { query, items } = useCursorList(TOKENS_KEY, (cursor) => api.personalTokens.list({ cursor }));
  const workspaces = useWorkspaces();
  const workspaceName = (id: string) => workspaces.data?.find((workspace) => workspace.id === id)?.name ?? id;
  return (
    <Page
      title="Personal tokens"
      intro={
        <>
          A personal token lets a script or the CLI act as you, with your role, by sending <code>Authorization: Bearer service_pat_…</code>.
          Tokens are made only here, from a signed-in session, by owners and admins. A token acts in the workspace this browser was in when it was minted;
          switching workspaces here does not move it (a request can name another with the <code>Proctor-Workspace</code> header).
        </>
      }
    >
      <NewTokenForm />
      <Section title="Your tokens">
        <CursorList query={query} items={items} empty={<Empty title="No tokens yet">Mint one with the form above.</Empty>}>
          {(tokens) => (
            <DataTable
              label="Personal tokens"
              rows={tokens}
              rowKey={(token) => token.id}
              columns={[
                { header: 'Name', cell: (token) => token.name },
                { header: 'Workspace', cell: (token) => workspaceName(token.workspace_id) },
                { header: 'State', cell: (token) => <Badge value={token.enabled ? 'enabled' : 'disabled'} /> },
                { header: 'Created', cell: (token) => <When iso={token.created_at} /> },
                { header: 'Last used', cell: (token) => (token.last_used_at ? <When iso={token.last_used_at} relativeFirst /> : 'Never') },
                { header: 'Actions', cell: (token) => <TokenActions token={token} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** A token's switches: disabling is undone by enabling; deleting is for good. */
function TokenActions({ token }: { token: PersonalToken }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
  const toggle = useMutation({ mutationFn: () => api.personalTokens.update(token.id, { enabled: !token.enabled }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => api.personalTokens.delete(token.id), onSuccess: refresh });
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={`${token.enabled ? 'Disable' : 'Enable'} ${token.name}`}
        >
          {token.enabled ? 'Disable' : 'Enable'}
        </button>
        <ConfirmButton label="Delete" confirmLabel={`Delete ${token.name} for good?`} pending={remove.isPending} onConfirm={() => remove.mutate()} />
      </div>
      <FormError error={toggle.error ?? remove.error} />
    </>
  );
}
