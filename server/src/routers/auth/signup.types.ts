import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZEmailAddressSchema } from '../../domain/email-address.js';
import { SESSION_EXAMPLE } from '../examples.js';

export const ZPasswordSchema = z.string().min(8, 'at least 8 characters').max(256).meta({ description: '8 to 256 characters' });

export const ZSignupRequestSchema = z.strictObject({
  email: ZEmailAddressSchema,
  password: ZPasswordSchema,
  name: z.string().trim().min(1).max(100).optional(),
  org_name: z.string().trim().min(1).max(100).optional(),
});

export type SignupRequest = z.infer<typeof ZSignupRequestSchema>;

export const signupMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/auth/signup',
    tags: ['Auth'],
    summary: 'Create an account and its organization; signs in',
    description:
      'Creates the user, an organization with its default workspace and a wallet holding the free trial balance, the user as owner, and the built-in primary agent. Answers 201 with the user, the organization and the role, and sets the session cookie; a session lasts 30 days. An email that has an account, compared ignoring case, is 409 `conflict`. Signups are limited per client address and server-wide per window (429 with Retry-After).',
    protect: false,
    errorResponses: {
      403: 'Cross-site request (CSRF protection)',
      409: 'An account with this email exists',
      429: 'Too many signups from this address or on this server',
    },
  },
  successStatus: 201,
  examples: { request: { email: 'ada@example.com', password: 'correct horse battery staple', name: 'Ada Lovelace', org_name: 'Analytical Engines' }, response: SESSION_EXAMPLE },
};
