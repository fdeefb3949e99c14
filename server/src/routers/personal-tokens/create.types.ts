import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZPersonalTokenSchema } from './personal-token.types.js';
import { PERSONAL_TOKEN_EXAMPLE, omitLastUsed } from '../examples.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZCreatePersonalTokenRequestSchema = z.strictObject({ name: z.string().trim().min(1).max(100) });

export const ZCreatePersonalTokenResponseSchema = ZPersonalTokenSchema.omit({ last_used_at: true }).extend({
  token: ZLabelSchema.meta({ description: 'service_pat_live_…, shown only in this response' }),
});

export type CreatePersonalTokenResponse = z.infer<typeof ZCreatePersonalTokenResponseSchema>;

export const createPersonalTokenMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/personal-tokens',
    tags: ['Personal tokens'],
    summary: 'Mint a personal access token (shown once)',
    description:
      'Browser session only, with the admin role (as disabling and deleting one). It never expires: it stops when it is disabled or deleted, or when you leave the organization (401 from the next request on). The token acts for you in your organization, with your role, in the workspace this session acts in (its `workspace_id`; the Proctor-Workspace header mints it for another). Switching workspaces in a browser does not move it; POST /api/v1/workspaces/switch called with the token does. Audited as `personal_token.created`.',
  },
  auth: { credentials: ['session'], role: 'admin' },
  successStatus: 201,
  examples: { request: { name: 'CI deploys' }, response: { ...omitLastUsed(PERSONAL_TOKEN_EXAMPLE), token: 'service_pat_live_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCB0b2tlbg' } },
};
