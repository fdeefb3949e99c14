import { z } from 'zod';
import type { Member } from '../../domain/members/member.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

export const ZOrgRoleSchema = z.enum(['owner', 'admin', 'member']);

export const ZOrgIdSchema = z.string().min(1).meta({ description: 'Your organization (org_…): organization.id of GET /v1/auth/session' });

export const ZMemberUserIdSchema = z.string().min(1).meta({ description: 'The member (usr_…): user_id of GET /v1/orgs/{id}/members' });

/** A person of the organization. */
export const ZMemberSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: ZOrgRoleSchema,
    joined_at: ZTimestampSchema,
  })
  .meta({ id: 'Member' });

export type MemberResponse = z.infer<typeof ZMemberSchema>;

export function toMemberResponse(member: Member): MemberResponse {
  return { user_id: member.userId, email: member.email, name: member.name, role: member.role, joined_at: member.joinedAt.toISOString() };
}

export const MEMBER_EXAMPLE: MemberResponse = {
  user_id: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'admin',
  joined_at: CREATED_AT,
};
