import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTextSchema } from '../../domain/bounded.js';
import { CONNECTED_APP_EXAMPLE, ZConnectedAppIdSchema, ZConnectedAppSchema } from './connected-app.types.js';

export const ZRefreshConnectedAppRequestSchema = z.strictObject({ id: ZConnectedAppIdSchema });

export const ZRefreshConnectedAppResponseSchema = z.object({
  app: ZConnectedAppSchema,
  outcome: z.enum(['refreshed', 'not_refreshable', 'refused', 'failed']).meta({
    description:
      "refreshed: new tokens; not_refreshable: the provider issued no refresh token (Slack without token rotation): its token does not expire; refused: the provider refused the refresh token, the app is needs_reauth now; failed: the provider could not be reached, the app keeps its tokens",
  }),
  detail: ZTextSchema.nullable().meta({ description: "The provider's answer when refused or failed" }),
});

export const refreshConnectedAppMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/connected-apps/{id}/refresh',
    tags: ['Connected apps'],
    summary: "Refresh an app's token now",
    description:
      'Tokens are refreshed by the server 10 minutes before they expire, once across instances; this refreshes now. 409 while another refresh of the app is under way ' +
      '(a rotating refresh token is used once). Admins and owners only; another organization\'s app is 404.',
    errorResponses: { 409: 'A refresh of this app is under way' },
  },
  auth: ADMINS,
  examples: { response: { app: { ...CONNECTED_APP_EXAMPLE, refreshed_at: '2026-11-27T11:00:00.000Z' }, outcome: 'refreshed', detail: null } },
};
