import { z } from 'zod';
import type { Member } from '../../domain/members/member.js';
import { holdsPermission, isPermission, PERMISSION_NAMES, PERMISSIONS } from '../../domain/members/permissions.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZStoredEmailAddressSchema } from '../../domain/email-address.js';

export const ZOrgRoleSchema = z.enum(['owner', 'admin', 'member']);

// Not a component of its own: inlined, it is a union of literals in both SDKs.
export const ZPermissionSchema = z.enum(PERMISSION_NAMES).meta({
  description: Object.entries(PERMISSIONS)
    .map(([name, allows]) => `\`${name}\`: ${allows}`)
    .join('; '),
});

export const ZOrgIdSchema = ZIdSchema.min(1).meta({ description: 'Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body' });

export const ZMemberUserIdSchema = ZIdSchema.min(1).meta({ description: 'The member (usr_…): user_id of GET /api/v1/orgs/{id}/members' });

/** A person of the organization. */
export const ZMemberSchema = z
  .object({
    user_id: ZIdSchema,
    email: ZStoredEmailAddressSchema,
    name: ZLabelSchema.nullable(),
    role: ZOrgRoleSchema,
    permissions: z.array(ZPermissionSchema).max(PERMISSION_NAMES.length).meta({ description: 'Granted beyond the role; an owner holds every permission whatever is listed' }),
    held_permissions: z
      .array(ZPermissionSchema)
      .max(PERMISSION_NAMES.length)
      .meta({ description: 'Every permission the member holds, as the server checks it: those granted and, for an owner, all of them' }),
    joined_at: ZTimestampSchema,
  })
  .meta({ id: 'Member' });

export type MemberResponse = z.infer<typeof ZMemberSchema>;

export function toMemberResponse(member: Member): MemberResponse {
  return {
    user_id: member.userId,
    email: member.email,
    name: member.name,
    role: member.role,
    permissions: member.permissions.filter(isPermission),
    held_permissions: PERMISSION_NAMES.filter((permission) => holdsPermission(member, permission)),
    joined_at: member.joinedAt.toISOString(),
  };
}

export const MEMBER_EXAMPLE: MemberResponse = {
  user_id: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'admin',
  permissions: ['publish.manage'],
  held_permissions: ['publish.manage'],
  joined_at: CREATED_AT,
};
