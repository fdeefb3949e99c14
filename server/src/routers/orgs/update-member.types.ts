import { z } from 'zod';
import { PERMISSION_NAMES } from '../../domain/members/permissions.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { MEMBER_EXAMPLE, ZMemberSchema, ZMemberUserIdSchema, ZOrgIdSchema, ZOrgRoleSchema, ZPermissionSchema } from './member.types.js';

export const ZUpdateMemberRequestSchema = z
  .strictObject({
    id: ZOrgIdSchema,
    userId: ZMemberUserIdSchema,
    role: ZOrgRoleSchema.optional(),
    permissions: z
      .array(ZPermissionSchema)
      .max(PERMISSION_NAMES.length * 2)
      .optional()
      .meta({ description: 'The whole set of permissions granted beyond the role, replacing the one the member had ([] takes every one away)' }),
  })
  .refine((body) => body.role !== undefined || body.permissions !== undefined, { message: 'Send role, permissions or both' });
export const ZUpdateMemberResponseSchema = ZMemberSchema;

export const updateMemberMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/orgs/{id}/members/{userId}',
    tags: ['Organizations'],
    summary: "Set a member's role and permissions",
    description:
      'Admins and owners manage members; members cannot (403). Only an owner makes an owner or changes an owner (403 for an admin). ' +
      "The organization's only owner cannot be demoted (409 `conflict`), also under parallel changes: make another member an owner first. " +
      '`permissions` grants what a role does not: `publish.manage` lets a member or admin decide publish requests, unpublish and revoke; owners hold every permission. ' +
      'Setting what a member already has changes nothing; each change is audited (`member.role_changed`, `member.permissions_changed`).',
    errorResponses: { 409: 'The member is the organization’s only owner' },
  },
  auth: ADMINS,
  sdk: { resource: ['orgs', 'members'], method: 'update' },
  examples: { request: { role: 'admin', permissions: ['publish.manage'] }, response: MEMBER_EXAMPLE },
};
