import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZPasswordSchema, ZSignupRequestSchema } from '../auth/signup.types.js';
import { SESSION_EXAMPLE } from '../auth/session.types.js';

export const ZAcceptInviteRequestSchema = z.strictObject({
  token: z.string().min(1).max(200).meta({ description: 'The invite token (invite_…) from accept_url' }),
  password: ZPasswordSchema.optional().meta({ description: 'Without a session: the new account\'s password (as at signup). Ignored with a session' }),
  name: ZSignupRequestSchema.shape.name.meta({ description: 'Without a session: the new account\'s name. Ignored with a session' }),
});

export const acceptInviteMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/invites/{token}/accept',
    tags: ['Invites'],
    summary: 'Accept an invite; signs in (sets the session cookie)',
    description:
      'Public: the token is the credential. With the session cookie of a signed-in user whose email is the invite\'s, that user joins the organization ' +
      '(403, changing nothing, when the signed-in email is another: the invite is for its address); without one, ' +
      "`password` (and `name`) create an account for the invite's email (409 when that email already has an account: sign in first, then accept). " +
      "Either way the person joins with the invite's role, in the organization's default workspace and, when the invite names a team, as its worker; " +
      'a session in that organization is opened and its cookie set, as sign-in does. A token works once: a used, revoked, expired or unknown token is 404, ' +
      "without saying which. A new account counts against its address's signup limit (429), not the server-wide one.",
    protect: false,
    errorResponses: {
      403: "Cross-site request (CSRF protection), or signed in with another email than the invite's",
      409: 'The email already has an account (sign in first), or you are already a member',
      429: 'Too many signups from this address',
    },
  },
  examples: { request: { password: 'correct horse battery staple', name: 'Grace Hopper' }, response: { ...SESSION_EXAMPLE, role: 'member' } },
};
