import type { ProcedureMeta } from '../../trpc/init.js';

export const logoutMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/auth/logout',
    tags: ['Auth'],
    summary: 'Sign out: ends the session and clears its cookie',
    description: 'Idempotent: without a session it only clears the cookie.',
    protect: false,
    errorResponses: { 403: 'Cross-site request (CSRF protection)' },
  },
  successStatus: 204,
};
