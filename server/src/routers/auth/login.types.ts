import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZEmailAddressSchema } from '../../domain/email-address.js';
import { SESSION_EXAMPLE } from '../examples.js';

export const ZLoginRequestSchema = z.strictObject({
  email: ZEmailAddressSchema,
  password: z.string().min(1).max(256),
});

export type LoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const loginMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/auth/login',
    tags: ['Auth'],
    summary: 'Sign in; sets the session cookie',
    description:
      'Signs in to the user\'s first organization and sets the session cookie (30 days). A wrong email and a wrong password fail alike (401), in the same time. After five attempts in a row without a success, however many are sent at once, an email is locked out for a time that doubles with each further attempt, up to 15 minutes (429 with Retry-After); a streak ends after 15 quiet minutes, and an unknown email is locked out alike. Sign-ins are also limited per client address per window (429).',
    protect: false,
    errorResponses: {
      401: 'Email or password is wrong',
      403: 'Cross-site request (CSRF protection)',
      429: 'Too many failed sign-ins for this email, or sign-ins from this address',
    },
  },
  examples: { request: { email: 'ada@example.com', password: 'correct horse battery staple' }, response: SESSION_EXAMPLE },
};
