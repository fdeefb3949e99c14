import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTokenIdSchema } from './personal-token.types.js';
import { PERSONAL_TOKEN_EXAMPLE } from '../examples.js';

export const ZUpdatePersonalTokenRequestSchema = z.strictObject({ id: ZTokenIdSchema, enabled: z.boolean() });

export const updatePersonalTokenMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/personal-tokens/{id}',
    tags: ['Personal tokens'],
    summary: 'Enable or disable a token',
    description: 'Takes `{enabled}`. A disabled token is refused (401) from the next request on, until it is enabled again. Audited as `personal_token.enabled` or `personal_token.disabled`.',
  },
  auth: { credentials: ['session'], role: 'admin' },
  examples: { request: { enabled: false }, response: { ...PERSONAL_TOKEN_EXAMPLE, enabled: false } },
};
