import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZOrgIdSchema } from './member.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZRevokeInviteRequestSchema = z.strictObject({
  id: ZOrgIdSchema,
  invite_id: ZIdSchema.min(1).meta({ description: 'The invite (inv_…) to revoke' }),
});

export const revokeInviteMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/orgs/{id}/invites',
    tags: ['Invites'],
    summary: 'Revoke an invite',
    description:
      'Its token opens nothing from now on (404 on accept). An invite of another organization is 404; one already accepted or revoked is 409.',
    errorResponses: { 404: 'No such invite in your organization', 409: 'The invite was already accepted or revoked' },
  },
  auth: ADMINS,
  successStatus: 204,
  sdk: { resource: ['orgs', 'invites'], method: 'delete' },
};
