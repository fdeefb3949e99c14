import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZPersonalTokenSchema } from './personal-token.types.js';

export const ZListPersonalTokensRequestSchema = ZListRequestSchema('pat');
export const ZListPersonalTokensResponseSchema = ZPageSchema(ZPersonalTokenSchema);

export const listPersonalTokensMeta: ProcedureMeta = {
  openapi: { method: 'GET', path: '/v1/personal-tokens', tags: ['Personal tokens'], summary: 'Your tokens (never their secrets)' },
  auth: { credentials: ['session'] },
};
