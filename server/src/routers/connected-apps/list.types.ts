import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { CONNECTED_APP_EXAMPLE, ZConnectedAppSchema, ZProviderListingSchema } from './connected-app.types.js';
import { APP_PROVIDERS } from '../../providers/oauth/contract.js';

export const ZListConnectedAppsRequestSchema = z.strictObject({});

export const ZListConnectedAppsResponseSchema = z.object({
  data: z.array(ZConnectedAppSchema).max(APP_PROVIDERS.length).meta({ description: "The workspace's apps, oldest first: at most one per provider" }),
  providers: z.array(ZProviderListingSchema).max(APP_PROVIDERS.length).meta({ description: 'Every provider, whether installs can start on this server, and whether this workspace has its app' }),
});

export const listConnectedAppsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/connected-apps',
    tags: ['Connected apps'],
    summary: "The workspace's connected apps (never a token)",
    description:
      "The apps of the workspace the caller acts in (a workspace has at most one per provider), and every provider with its availability on this server. " +
      "Live email.read and email.reply act through the workspace's email app (Nylas), chat.send through its team chat app (Slack), ticket.create and ticket.update " +
      'through its ticketing app (Zendesk or Jira), payments.* through its Stripe account (Stripe Connect); without an active one they are blocked with requires_connected_app. Tokens are never shown.',
  },
  auth: MEMBERS,
  examples: {
    response: {
      data: [CONNECTED_APP_EXAMPLE],
      providers: [{ provider: 'slack', name: 'Slack', family: 'team_chat', serves: ['team_chat'], availability: 'configured', installed: true }],
    },
  },
};

export type ListConnectedAppsResponse = z.infer<typeof ZListConnectedAppsResponseSchema>;
