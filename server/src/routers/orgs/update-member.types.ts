import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { MEMBER_EXAMPLE, ZMemberSchema, ZMemberUserIdSchema, ZOrgIdSchema, ZOrgRoleSchema } from './member.types.js';

export const ZUpdateMemberRequestSchema = z.strictObject({ id: ZOrgIdSchema, userId: ZMemberUserIdSchema, role: ZOrgRoleSchema });
export const ZUpdateMemberResponseSchema = ZMemberSchema;

export const updateMemberMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/orgs/{id}/members/{userId}',
    tags: ['Organizations'],
    summary: "Set a member's role",
    description:
      'Admins and owners manage members; members cannot (403). Only an owner makes an owner or changes an owner\'s role (403 for an admin). ' +
      "The organization's only owner cannot be demoted (409 `conflict`): make another member an owner first. Setting the role a member already has changes nothing.",
    errorResponses: { 409: 'The member is the organization’s only owner' },
  },
  auth: ADMINS,
  sdk: { resource: ['orgs', 'members'], method: 'update' },
  examples: { request: { role: 'admin' }, response: MEMBER_EXAMPLE },
};
