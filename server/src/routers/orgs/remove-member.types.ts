import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZMemberUserIdSchema, ZOrgIdSchema } from './member.types.js';

export const ZRemoveMemberRequestSchema = z.strictObject({ id: ZOrgIdSchema, userId: ZMemberUserIdSchema });

export const removeMemberMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/orgs/{id}/members/{userId}',
    tags: ['Organizations'],
    summary: 'Remove a member (or leave)',
    description:
      'Ends the person\'s membership: their sessions and personal tokens in this organization stop at once (401) and they leave its teams, their allocations going back to the teams\' pools; ' +
      'agents they own stay, owned by nobody; the account itself stays. Admins and owners may remove themselves (leave). Only an owner removes an owner (403 for an admin); ' +
      "the organization's only owner cannot be removed (409 `conflict`), also under parallel changes. Audited as `member.removed`.",
    errorResponses: { 409: 'The member is the organization’s only owner' },
  },
  auth: ADMINS,
  successStatus: 204,
  sdk: { resource: ['orgs', 'members'], method: 'delete' },
};
