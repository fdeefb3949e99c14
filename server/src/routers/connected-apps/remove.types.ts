import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTextSchema } from '../../domain/bounded.js';
import { CONNECTED_APP_EXAMPLE, ZConnectedAppIdSchema, ZConnectedAppSchema } from './connected-app.types.js';

export const ZRemoveConnectedAppRequestSchema = z.strictObject({ id: ZConnectedAppIdSchema });

export const ZRemoveConnectedAppResponseSchema = z.object({
  app: ZConnectedAppSchema.meta({ description: 'The app as it was' }),
  deleted: z.literal(true),
  remote_revocation: z.enum(['revoked', 'not_supported', 'failed']).meta({
    description:
      "revoked: the provider revoked the token; not_supported: the provider has no revocation endpoint (Jira: remove the app in the person's Atlassian account settings); failed: the provider could not be reached (the app is deleted here all the same)",
  }),
  detail: ZTextSchema.nullable().meta({ description: "The provider's answer when the revocation failed" }),
});

export const removeConnectedAppMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/connected-apps/{id}',
    tags: ['Connected apps'],
    summary: 'Remove an app (revoked at the provider first)',
    description:
      'Revokes the token at the provider where it has a revocation endpoint, then deletes the app here whatever the provider answered: a provider that is down never keeps ' +
      "an organization connected. Operations that needed it are blocked with requires_connected_app from then on. Audited. Admins and owners only; another organization's app is 404.",
  },
  auth: ADMINS,
  examples: { response: { app: CONNECTED_APP_EXAMPLE, deleted: true, remote_revocation: 'revoked', detail: null } },
};
