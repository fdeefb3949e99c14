import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZPersonalTokenSchema } from './personal-token.types.js';
import { PERSONAL_TOKEN_EXAMPLE, page } from '../examples.js';

export const ZListPersonalTokensRequestSchema = ZListRequestSchema('pat');
export const ZListPersonalTokensResponseSchema = ZPageSchema(ZPersonalTokenSchema);

export const listPersonalTokensMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/personal-tokens',
    tags: ['Personal tokens'],
    summary: 'Your tokens (never their secrets)',
    description:
      'The personal access tokens of the signed-in user, oldest first, each with when it was last used; a token\'s secret is shown only when it is minted.',
  },
  auth: { credentials: ['session'] },
  examples: { response: page(PERSONAL_TOKEN_EXAMPLE) },
};
