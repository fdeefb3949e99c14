// GENERATED FILE, DO NOT EDIT. The `connectedApps` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type ConnectedAppListResponse = T.ResponseBody<'connectedApps-list'>;
export type ConnectedAppInstallParams = T.RequestBody<'connectedApps-install'>;
export type ConnectedAppInstallResponse = T.ResponseBody<'connectedApps-install'>;
export type ConnectedAppRefreshResponse = T.ResponseBody<'connectedApps-refresh'>;
export type ConnectedAppUpdateParams = T.RequestBody<'connectedApps-update'>;
export type ConnectedAppDeleteResponse = T.ResponseBody<'connectedApps-delete'>;

/**
 * `client.connectedApps`
 */
export class ConnectedApps extends APIResource {
  /**
   * Remove an app (revoked at the provider first)
   *
   * Revokes the token at the provider where it has a revocation endpoint, then deletes the app here whatever the provider answered: a provider that is down never keeps an organization connected. Operations that needed it are blocked with requires_connected_app from then on. Audited. Admins and owners only; another organization's app is 404.
   *
   * `DELETE /api/v1/connected-apps/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<ConnectedAppDeleteResponse> {
    return this._client.request({ method: 'DELETE', path: `/v1/connected-apps/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Start installing an app (OAuth)
   *
   * Answers the provider's authorization url to send the person's browser to: OAuth 2 authorization code with PKCE (S256) and a single-use `state` bound to the caller, the organization and the workspace the caller acts in, valid 10 minutes. The provider sends the browser back to GET /api/v1/connected-apps/{provider}/callback, which installs the app (replacing the workspace's app of that provider: a reconnect) and goes on to the console's Connected apps page; the browser must be signed in as the same person. Admins and owners only. A provider whose OAuth client the server lacks answers 501 not_configured, unless the server's sandbox provider plays it (PROCTOR_SANDBOX_APPS: then `sandbox` is true). Zendesk needs `subdomain`. Scopes asked: Slack chat:write, chat:write.public, channels:read, channels:history, groups:history, app_mentions:read, im:history; Nylas the connector's; HubSpot contacts and deals read/write; Salesforce api and refresh_token; Zendesk read and write; Jira read:jira-work, write:jira-work and offline_access.
   *
   * `POST /api/v1/connected-apps/{provider}/install`
   */
  install(provider: string, body: ConnectedAppInstallParams = {}, options?: RequestOptions): APIPromise<ConnectedAppInstallResponse> {
    return this._client.request({ method: 'POST', path: `/v1/connected-apps/${seg(provider)}/install`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The workspace's connected apps (never a token)
   *
   * The apps of the workspace the caller acts in (a workspace has at most one per provider), and every provider with its availability on this server. Live email.read and email.reply act through the workspace's email app (Nylas), chat.send through its team chat app (Slack), ticket.create and ticket.update through its ticketing app (Zendesk or Jira), payments.* through its Stripe account (Stripe Connect); without an active one they are blocked with requires_connected_app. Tokens are never shown.
   *
   * `GET /api/v1/connected-apps`
   */
  list(options?: RequestOptions): APIPromise<ConnectedAppListResponse> {
    return this._client.request({ method: 'GET', path: '/v1/connected-apps', security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Refresh an app's token now
   *
   * Tokens are refreshed by the server 10 minutes before they expire, once across instances; this refreshes now. 409 while another refresh of the app is under way (a rotating refresh token is used once). Admins and owners only; another organization's app is 404.
   *
   * `POST /api/v1/connected-apps/{id}/refresh`
   */
  refresh(id: string, options?: RequestOptions): APIPromise<ConnectedAppRefreshResponse> {
    return this._client.request({ method: 'POST', path: `/v1/connected-apps/${seg(id)}/refresh`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Choose the agent that answers a Slack app's messages
   *
   * Sets `chat_agent_id`: once set, a person's direct message to the organization's Slack app, a mention of it, or a reply in a thread it answers in becomes a chat turn of this agent (POST /api/v1/webhooks/slack), in a chat session per Slack thread belonging to the person who installed the app, answered in the thread by the app's bot; null stops that. The agent must be of the app's workspace (400 otherwise), and only a Slack app takes one (400). Audited as connected_app.updated. Admins and owners only; another organization's app or agent is 404.
   *
   * `PATCH /api/v1/connected-apps/{id}`
   */
  update(id: string, body: ConnectedAppUpdateParams, options?: RequestOptions): APIPromise<T.ConnectedApp> {
    return this._client.request({ method: 'PATCH', path: `/v1/connected-apps/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
