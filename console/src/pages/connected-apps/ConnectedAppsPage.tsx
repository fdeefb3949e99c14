import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../app/session';
import { Page, Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { useAgentDocs } from '../../lib/agent-docs';
import { api } from '../../lib/api';
import { InstallReturn } from './InstallReturn';
import { ProviderCard } from './ProviderCard';
import { byFamily, CONNECTED_APPS_KEY, FAMILY_TITLES, type ProviderRow } from './queries';

/** The workspace's own Slack, mailbox, CRM and ticketing accounts: what is installed, and (for admins and owners) installing, refreshing and removing. */
export function ConnectedAppsPage() {
  const isAdmin = useCan('manage_connected_apps');
  const query = useQuery({ queryKey: CONNECTED_APPS_KEY, queryFn: () => api.connectedApps.list() });
  const catalog = useAgentDocs();
  // Which operations act through a family's apps, in the catalog's own words (requires_connected_app):
  // those of every family its apps serve (a Nylas app, listed under email, serves calendar too).
  const usesOf = (rows: ProviderRow[]) => {
    const served = new Set<string>(rows.flatMap((row) => row.provider.serves));
    const operations = (catalog.data?.operations ?? [])
      .filter((operation) => operation.requires_connected_app !== null && served.has(operation.requires_connected_app))
      .map((operation) => operation.operation);
    return operations.length > 0 ? `Live ${operations.join(', ')} ${operations.length === 1 ? 'acts' : 'act'} through it.` : 'No operation of the catalog acts through it yet.';
  };
  return (
    <Page
      title="Connected apps"
      intro={
        <>
          Live requests act through this workspace&apos;s own accounts, never one of Proctor&apos;s: without an active app of its kind an operation is
          blocked (<code>requires_connected_app</code>) and nothing is charged. Test keys need no app.
          {!isAdmin && ' Admins and owners install and remove apps.'}
        </>
      }
    >
      <InstallReturn providers={query.data?.providers ?? []} />
      <QueryView query={query}>
        {({ providers, data }) => (
          <>
            {byFamily(providers, data).map(({ family, rows }) => (
              <Section key={family} title={FAMILY_TITLES[family]}>
                {catalog.data && <p className="hint">{usesOf(rows)}</p>}
                <div className="grid">
                  {rows.map((row) => (
                    <ProviderCard key={row.provider.provider} row={row} canManage={isAdmin} />
                  ))}
                </div>
              </Section>
            ))}
          </>
        )}
      </QueryView>
    </Page>
  );
}
