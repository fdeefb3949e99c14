import { z } from 'zod';
import { mayAllocateTo } from '../../domain/teams/allocations.js';
import type { TeamMemberView } from '../../domain/teams/members.js';
import { CREATED_AT, EXAMPLE_USER } from '../examples.js';
import { ZCentsSchema, ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZStoredEmailAddressSchema } from '../../domain/email-address.js';

export const ZTeamRoleSchema = z.enum(['manager', 'worker']).meta({
  description: 'manager: manages the team (its members, its pool, its workers\' allocations); worker: spends an allocation',
});

export const ZTeamMemberSchema = z
  .object({
    membership_id: ZIdSchema.meta({ description: 'The team membership (tmm_…): the {membershipId} of PATCH /api/v1/teams/{id}/members/{membershipId}' }),
    user_id: ZIdSchema,
    email: ZStoredEmailAddressSchema,
    name: ZLabelSchema.nullable(),
    role: ZTeamRoleSchema,
    allocation_cents: ZCentsSchema.meta({ description: 'Spending rights allocated to this person from the team pool' }),
    spent_cents: ZCentsSchema.meta({ description: 'What live dispatches of their agents in this team have spent, in total' }),
    remaining_cents: ZCentsSchema.meta({ description: 'allocation_cents - spent_cents, never below 0' }),
    joined_at: ZTimestampSchema,
    can_allocate: z.boolean().meta({
      description:
        "Whether you may allocate to this person from the team pool (POST /api/v1/teams/{id}/workers/{userId}/budget/allocate): you manage the team (its manager, or an org admin or owner) and they are one of its workers. Allocations go to workers: a manager gets none",
    }),
  })
  .meta({ id: 'TeamMember' });

export type TeamMemberResponse = z.infer<typeof ZTeamMemberSchema>;

export function toTeamMemberResponse({ member, email, name, spentCents, viewerManages }: TeamMemberView): TeamMemberResponse {
  const remaining = member.allocationCents > spentCents ? member.allocationCents - spentCents : 0n;
  return {
    membership_id: member.id,
    user_id: member.userId,
    email,
    name,
    role: member.role,
    allocation_cents: Number(member.allocationCents),
    spent_cents: Number(spentCents),
    remaining_cents: Number(remaining),
    joined_at: member.createdAt.toISOString(),
    can_allocate: mayAllocateTo(viewerManages, member),
  };
}

export const TEAM_MEMBER_EXAMPLE: TeamMemberResponse = {
  membership_id: 'tmm_01jh0xh2k4n6q8t0w2y4a6c8e0',
  user_id: EXAMPLE_USER.id,
  email: EXAMPLE_USER.email,
  name: EXAMPLE_USER.name,
  role: 'worker',
  allocation_cents: 5000,
  spent_cents: 1200,
  remaining_cents: 3800,
  joined_at: CREATED_AT,
  can_allocate: true,
};
