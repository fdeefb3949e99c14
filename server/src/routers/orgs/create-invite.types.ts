import { z } from 'zod';
import { ZEmailAddressSchema } from '../../domain/email-address.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { INVITE_EXAMPLE, ZInviteSchema } from './invite.types.js';
import { ZOrgIdSchema, ZOrgRoleSchema } from './member.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZCreateInviteRequestSchema = z.strictObject({
  id: ZOrgIdSchema,
  email: ZEmailAddressSchema,
  role: ZOrgRoleSchema,
  team_id: ZIdSchema.min(1).optional().meta({ description: 'A team (team_…) of the organization the person joins as a worker' }),
});

export const ZCreateInviteResponseSchema = z.object({
  invite: ZInviteSchema,
  token: ZLabelSchema.meta({ description: 'invite_…, the credential of POST /api/v1/invites/{token}/accept; shown only in this response' }),
  accept_url: ZTextSchema.meta({ description: 'The page where the invited person accepts: {PROCTOR_PUBLIC_URL or this server}/invites/{token}' }),
});

export type CreateInviteResponse = z.infer<typeof ZCreateInviteResponseSchema>;

const EXAMPLE_TOKEN = 'invite_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCB0b2tlbg';

export const createInviteMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/orgs/{id}/invites',
    tags: ['Invites'],
    summary: 'Invite someone by email (token shown once)',
    description:
      'Answers the invite, its token and the accept_url to send to the person: nothing is emailed. The token is stored only as a hash and can be used once, ' +
      'for 7 days. Only an owner invites an owner (403 for an admin). `team_id` must be a team of the organization (404). ' +
      'An email that is already a member is a conflict (409); several pending invites for one email are allowed. Audited as `invite.created`.',
    errorResponses: { 409: 'The email is already a member of the organization' },
  },
  auth: ADMINS,
  successStatus: 201,
  sdk: { resource: ['orgs', 'invites'], method: 'create' },
  examples: {
    request: { email: INVITE_EXAMPLE.email, role: INVITE_EXAMPLE.role, team_id: INVITE_EXAMPLE.team_id },
    response: { invite: INVITE_EXAMPLE, token: EXAMPLE_TOKEN, accept_url: `https://proctor.example.com/invites/${EXAMPLE_TOKEN}` },
  },
};
