import { z } from 'zod';
import { STATE_TTL_SECONDS } from '../../domain/connected-apps/install.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTextSchema } from '../../domain/bounded.js';
import { ZZendeskSubdomainSchema } from '../../providers/oauth/zendesk.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZAppProviderSchema } from './connected-app.types.js';

export const ZInstallConnectedAppRequestSchema = z.strictObject({
  provider: ZAppProviderSchema,
  subdomain: ZZendeskSubdomainSchema.max(63)
    .optional()
    .meta({ description: 'Zendesk only, and required there: your subdomain ("acme" for acme.zendesk.com)' }),
});

export const ZInstallConnectedAppResponseSchema = z.object({
  authorize_url: ZTextSchema.meta({ description: "Send the person's browser here: the provider's consent page (or the sandbox's)" }),
  state_expires_at: ZTimestampSchema.meta({ description: `The install must come back within ${STATE_TTL_SECONDS / 60} minutes` }),
  sandbox: z.boolean().meta({ description: "The install goes to this server's sandbox provider, not the real one" }),
});

export const installConnectedAppMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/connected-apps/{provider}/install',
    tags: ['Connected apps'],
    summary: 'Start installing an app (OAuth)',
    description:
      "Answers the provider's authorization url to send the person's browser to: OAuth 2 authorization code with PKCE (S256) and a single-use `state` " +
      `bound to the caller, the organization and the workspace the caller acts in, valid ${STATE_TTL_SECONDS / 60} minutes. The provider sends the browser back to ` +
      'GET /api/v1/connected-apps/{provider}/callback, which installs the app (replacing the workspace\'s app of that provider: a reconnect) and goes on to the console\'s ' +
      'Connected apps page; the browser must be signed in as the same person. Admins and owners only. A provider whose OAuth client the server lacks answers 501 ' +
      "not_configured, unless the server's sandbox provider plays it (PROCTOR_SANDBOX_APPS: then `sandbox` is true). Zendesk needs `subdomain`. " +
      'Scopes asked: Slack chat:write, chat:write.public, channels:read, channels:history, groups:history, app_mentions:read, im:history; Nylas the connector\'s; HubSpot contacts and deals read/write; ' +
      'Salesforce api and refresh_token; Zendesk read and write; Jira read:jira-work, write:jira-work and offline_access.',
    errorResponses: { 501: "The provider's OAuth client is not configured on this server (the message names the settings), or no encryption key is set" },
  },
  auth: ADMINS,
  examples: {
    request: {},
    response: {
      authorize_url:
        'https://slack.com/oauth/v2/authorize?client_id=1234.5678&scope=chat%3Awrite&redirect_uri=https%3A%2F%2Fproctor.example.com%2Fapi%2Fv1%2Fconnected-apps%2Fslack%2Fcallback&state=…&code_challenge=…&code_challenge_method=S256',
      state_expires_at: '2026-11-27T10:10:00.000Z',
      sandbox: false,
    },
  },
};
