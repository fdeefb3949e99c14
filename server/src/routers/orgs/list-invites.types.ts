import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { INVITE_EXAMPLE, ZInviteSchema } from './invite.types.js';
import { ZOrgIdSchema } from './member.types.js';

export const ZListInvitesRequestSchema = ZListRequestSchema('inv').extend({ id: ZOrgIdSchema });
export const ZListInvitesResponseSchema = ZPageSchema(ZInviteSchema);

export const listInvitesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/orgs/{id}/invites',
    tags: ['Invites'],
    summary: 'Pending invites (never their tokens)',
    description: 'Invites not yet accepted, revoked or expired, oldest first. A token is shown only when its invite is made.',
  },
  auth: ADMINS,
  sdk: { resource: ['orgs', 'invites'], method: 'list' },
  examples: { response: page(INVITE_EXAMPLE) },
};
