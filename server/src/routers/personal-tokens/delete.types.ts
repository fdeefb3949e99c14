import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTokenIdSchema } from './personal-token.types.js';

export const ZDeletePersonalTokenRequestSchema = z.strictObject({ id: ZTokenIdSchema });

export const deletePersonalTokenMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/personal-tokens/{id}',
    tags: ['Personal tokens'],
    summary: 'Revoke and delete a token',
    description:
      'Revokes the token for good: requests made with it answer 401 from now on. To stop using a token for a while, disable it instead (PATCH).',
  },
  auth: { credentials: ['session'], role: 'admin' },
  successStatus: 204,
};
