import { z } from 'zod';
import type { Invite } from '../../domain/invites/invite.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZOrgRoleSchema } from './member.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZStoredEmailAddressSchema } from '../../domain/email-address.js';

/** A pending invite, as listed: never its token. */
export const ZInviteSchema = z
  .object({
    id: ZIdSchema,
    email: ZStoredEmailAddressSchema,
    role: ZOrgRoleSchema,
    team_id: ZIdSchema.nullable().meta({ description: 'The team the person joins as a worker on accepting, or null' }),
    invited_by: ZLabelSchema.meta({ description: 'The user (usr_…) who made the invite' }),
    expires_at: ZTimestampSchema,
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'Invite' });

export type InviteResponse = z.infer<typeof ZInviteSchema>;

export function toInviteResponse(invite: Invite): InviteResponse {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    team_id: invite.teamId,
    invited_by: invite.invitedBy,
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
  };
}

export const INVITE_EXAMPLE: InviteResponse = {
  id: 'inv_01jh0xd2f4h6k8n0q2s4v6x8z0',
  email: 'grace@example.com',
  role: 'member',
  team_id: 'team_01jh0xe3g5j7m9p1r3t5w7y9a1',
  invited_by: 'usr_01jh0x5q3v9c2m7k8r4t6w1y0z',
  expires_at: '2025-01-13T09:30:00.000Z',
  created_at: CREATED_AT,
};
