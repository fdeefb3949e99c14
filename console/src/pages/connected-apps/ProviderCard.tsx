import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectedApp, ConnectedAppDeleteResponse, ConnectedAppRefreshResponse } from '@proctor/sdk';
import { useState, type FormEvent } from 'react';
import { ConfirmButton, Field, FormError } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { api } from '../../lib/api';
import { CONNECTED_APPS_KEY, subdomainOf, type ProviderRow } from './queries';

/**
 * One provider: the workspace's app of it (account, status, who installed it, refreshes), and for
 * admins and owners the way to install it, reconnect it (the same install, which replaces the app),
 * refresh its token or remove it.
 */
export function ProviderCard({ row, canManage }: { row: ProviderRow; canManage: boolean }) {
  const { provider, app } = row;
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: CONNECTED_APPS_KEY });
  const [removed, setRemoved] = useState<ConnectedAppDeleteResponse>();
  const [refreshed, setRefreshed] = useState<ConnectedAppRefreshResponse>();
  const refresh = useMutation({
    mutationFn: (id: string) => api.connectedApps.refresh(id),
    onSuccess: (answer) => {
      setRefreshed(answer);
      void refetch();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.connectedApps.delete(id),
    onSuccess: (answer) => {
      setRemoved(answer);
      setRefreshed(undefined);
      void refetch();
    },
  });
  const configured = provider.availability !== 'not_configured';
  return (
    <article className="card app-card" aria-labelledby={`app-${provider.provider}`}>
      <header className="card-header">
        <h3 id={`app-${provider.provider}`}>{provider.name}</h3>
        {app ? <Badge value={app.status} /> : <span className="hint">Not installed</span>}
      </header>
      {app && <AppFacts app={app} />}
      {!configured && <p className="hint">Not configured on this server</p>}
      {configured && provider.availability === 'sandbox' && !app && (
        <p className="hint">Installs go to this server&apos;s sandbox provider: nothing reaches a real {provider.name} account.</p>
      )}
      {removed && !app && <p role="status">{removalText(provider.name, removed)}</p>}
      {refreshed && app && <p role="status">{refreshText(provider.name, refreshed)}</p>}
      {canManage && (
        <div className="actions app-actions">
          {configured && <InstallForm provider={provider.provider} name={provider.name} app={app} />}
          {app && (
            <>
              <button
                type="button"
                className="secondary"
                onClick={() => refresh.mutate(app.id)}
                disabled={refresh.isPending}
                aria-label={`Refresh ${provider.name}`}
              >
                {refresh.isPending ? 'Refreshing…' : 'Refresh'}
              </button>
              <ConfirmButton
                label="Remove"
                ariaLabel={`Remove ${provider.name}`}
                confirmLabel={`Remove ${provider.name} for good?`}
                pending={remove.isPending}
                onConfirm={() => remove.mutate(app.id)}
              />
            </>
          )}
        </div>
      )}
      {canManage && <FormError error={refresh.error ?? remove.error} />}
    </article>
  );
}

/** What is known of an installed app; never a token (the API has none to give). */
function AppFacts({ app }: { app: ConnectedApp }) {
  return (
    <dl className="facts">
      <dt>Account</dt>
      <dd>
        <span>{app.account_label}</span> {app.sandbox && <Badge value="sandbox" />}
      </dd>
      <dt>Installed</dt>
      <dd>
        by {app.installed_by_email ?? 'a former member'}, <When iso={app.installed_at} />
      </dd>
      <dt>Last refreshed</dt>
      <dd>{app.refreshed_at ? <When iso={app.refreshed_at} relativeFirst /> : 'Never'}</dd>
      {app.token_expires_at && (
        <>
          <dt>Token expires</dt>
          <dd>
            <When iso={app.token_expires_at} relativeFirst /> (refreshed 10 minutes before)
          </dd>
        </>
      )}
      {app.status === 'needs_reauth' && (
        <>
          <dt>Needs</dt>
          <dd>Reconnecting: its operations are blocked until then.</dd>
        </>
      )}
      {app.last_error && (
        <>
          <dt>Last error</dt>
          <dd className="form-error">{app.last_error}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Install (or reconnect: the same call) and send the browser to the consent page; the provider
 * sends it back to this page. Zendesk asks for the account's subdomain.
 */
function InstallForm({ provider, name, app }: { provider: ConnectedApp['provider']; name: string; app: ConnectedApp | undefined }) {
  const needsSubdomain = provider === 'zendesk';
  const [subdomain, setSubdomain] = useState(() => (needsSubdomain ? subdomainOf(app) : ''));
  const install = useMutation({
    mutationFn: () => api.connectedApps.install(provider, needsSubdomain ? { subdomain: subdomain.trim() } : {}),
    onSuccess: (answer) => window.location.assign(answer.authorize_url),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    install.mutate();
  };
  const label = app ? 'Reconnect' : 'Install';
  // Pending until the browser has left for the consent page: pressing again would start a second install.
  const leaving = install.isPending || install.isSuccess;
  return (
    <form className="inline-form app-install" onSubmit={submit}>
      {needsSubdomain && (
        <Field
          label="Zendesk subdomain"
          name="subdomain"
          required
          value={subdomain}
          onChange={(event) => setSubdomain(event.target.value)}
          hint={<>“acme” for acme.zendesk.com</>}
          autoComplete="off"
        />
      )}
      <button type="submit" className={app ? 'secondary' : undefined} disabled={leaving} aria-busy={leaving} aria-label={`${label} ${name}`}>
        {leaving ? `Opening ${name}…` : label}
      </button>
      <FormError error={install.error} />
    </form>
  );
}

function removalText(name: string, removed: ConnectedAppDeleteResponse): string {
  switch (removed.remote_revocation) {
    case 'revoked':
      return `${name} removed: ${name} revoked its token.`;
    case 'not_supported':
      return `${name} removed here. Revocation is not supported by ${name}: remove the app in the account's own settings too.`;
    case 'failed':
      return `${name} removed here, but revoking its token at ${name} failed${removed.detail ? `: ${removed.detail}` : ''}. Remove the app in the account's own settings too.`;
  }
}

function refreshText(name: string, refreshed: ConnectedAppRefreshResponse): string {
  const detail = refreshed.detail ? ` (${refreshed.detail})` : '';
  switch (refreshed.outcome) {
    case 'refreshed':
      return 'Token refreshed.';
    case 'not_refreshable':
      return `${name} issued no refresh token: this token does not expire.`;
    case 'refused':
      return `${name} refused the refresh${detail}: reconnect it.`;
    case 'failed':
      return `${name} could not be reached${detail}: the app keeps its tokens; try again later.`;
  }
}
