import { z } from 'zod';
import type { AppWithInstaller, ProviderListing } from '../../domain/connected-apps/apps.js';
import { APP_FAMILIES, APP_PROVIDERS } from '../../providers/oauth/contract.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZAppProviderSchema = z.enum(APP_PROVIDERS).meta({ description: 'The provider, as the path names it' });
const ZAppFamilySchema = z.enum(Object.keys(APP_FAMILIES) as [keyof typeof APP_FAMILIES]).meta({
  description:
    'What the app does: team_chat (chat.send, chat.read_messages), email (email.read, email.reply, email.draft), crm (crm.search_contacts, crm.create_contact, crm.update_deal, crm.log_activity), ticketing (ticket.create, ticket.update, ticket.get, ticket.comment), calendar (calendar.list_events, calendar.create_event), payments (payments.create_payment_link, payments.refund). An app is listed under one family; a Nylas app, listed as email, serves calendar too',
});

export const ZConnectedAppIdSchema = ZIdSchema.min(1).meta({ description: 'Connected app id (capp_…)' });

/** An app as listed: never a token. */
export const ZConnectedAppSchema = z
  .object({
    id: ZIdSchema,
    provider: ZAppProviderSchema,
    family: ZAppFamilySchema,
    account_id: ZLabelSchema.meta({ description: "The provider's id of the account: Slack team, Nylas grant, HubSpot hub, Salesforce org, Zendesk subdomain, Jira cloud id" }),
    account_label: ZLabelSchema.meta({ description: 'How people know the account: a workspace name, a mailbox, a site' }),
    scopes: z.array(ZLabelSchema).max(100),
    status: z.enum(['active', 'needs_reauth', 'revoked']).meta({
      description: 'active: operations act through it; needs_reauth: the provider refused to refresh its token, or revoked it: install it again',
    }),
    sandbox: z.boolean().meta({ description: "Installed through this server's sandbox provider: its live calls answer as test mode does, at the live price" }),
    workspace_id: ZIdSchema,
    installed_by: ZIdSchema.meta({ description: 'The person (usr_…) who installed it' }),
    installed_by_email: ZLabelSchema.nullable(),
    installed_at: ZTimestampSchema,
    refreshed_at: ZTimestampSchema.nullable().meta({ description: 'When its token was last refreshed; null when never' }),
    token_expires_at: ZTimestampSchema.nullable().meta({ description: 'When its access token expires (it is refreshed 10 minutes before); null when it does not' }),
    last_error: ZTextSchema.nullable().meta({ description: 'Why the last refresh failed, when it did' }),
    chat_agent_id: ZIdSchema.nullable().meta({
      description: "Slack: the agent (of the app's workspace) that answers messages to the app in Slack, in the thread (docs/chat.md, Slack); null: messages are not answered. Set with PATCH /api/v1/connected-apps/{id}",
    }),
  })
  .meta({ id: 'ConnectedApp' });

export const ZProviderListingSchema = z
  .object({
    provider: ZAppProviderSchema,
    name: ZLabelSchema,
    family: ZAppFamilySchema,
    serves: z.array(ZAppFamilySchema).max(Object.keys(APP_FAMILIES).length).meta({
      description: 'Every family its app serves, whose operations act through it: its own family, and for Nylas calendar too',
    }),
    availability: z.enum(['configured', 'sandbox', 'not_configured']).meta({
      description:
        "configured: installs go to the provider with the server's OAuth client; sandbox: to this server's sandbox provider (no client configured, PROCTOR_SANDBOX_APPS on); not_configured: installs answer 501",
    }),
    installed: z.boolean().meta({ description: 'This workspace has an app of this provider' }),
  })
  .meta({ id: 'ConnectedAppProvider' });

type ConnectedAppResponse = z.infer<typeof ZConnectedAppSchema>;

export function toConnectedAppResponse(app: AppWithInstaller): ConnectedAppResponse {
  return {
    id: app.id,
    provider: app.provider as ConnectedAppResponse['provider'],
    family: app.family as ConnectedAppResponse['family'],
    account_id: app.accountId,
    account_label: app.accountLabel,
    scopes: app.scopes,
    status: app.status,
    sandbox: app.sandbox,
    workspace_id: app.workspaceId,
    installed_by: app.installedByUserId,
    installed_by_email: app.installedBy?.email ?? null,
    installed_at: app.installedAt.toISOString(),
    refreshed_at: app.refreshedAt?.toISOString() ?? null,
    token_expires_at: app.tokenExpiresAt?.toISOString() ?? null,
    last_error: app.lastError,
    chat_agent_id: app.chatAgentId,
  };
}

export const toProviderListing = (listing: ProviderListing): z.infer<typeof ZProviderListingSchema> => ({
  ...listing,
  family: listing.family as keyof typeof APP_FAMILIES,
});

export const CONNECTED_APP_EXAMPLE: ConnectedAppResponse = {
  id: 'capp_01jx8m2k4q7r9s1t3v5w7y9a2b',
  provider: 'slack',
  family: 'team_chat',
  account_id: 'T0123ABCD',
  account_label: 'Acme Corp',
  scopes: ['chat:write', 'chat:write.public', 'channels:read'],
  status: 'active',
  sandbox: false,
  workspace_id: 'wsp_01jx8m2k4q7r9s1t3v5w7y9a2c',
  installed_by: 'usr_01jx8m2k4q7r9s1t3v5w7y9a2d',
  installed_by_email: 'ada@example.com',
  installed_at: '2026-11-27T10:00:00.000Z',
  refreshed_at: null,
  token_expires_at: null,
  last_error: null,
  chat_agent_id: 'agt_01jx8m2k4q7r9s1t3v5w7y9a2e',
};
