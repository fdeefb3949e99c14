import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_MEMBER_EXAMPLE, ZTeamRoleSchema } from './team-member.types.js';
import { ZTeamIdSchema } from './team.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZUpdateTeamMemberRequestSchema = z.strictObject({
  id: ZTeamIdSchema,
  membershipId: ZIdSchema.min(1).meta({ description: 'The team membership (tmm_…): membership_id of GET /api/v1/teams/{id}/members' }),
  role: ZTeamRoleSchema,
});

export const updateTeamMemberMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/teams/{id}/members/{membershipId}',
    tags: ['Teams'],
    summary: "Set a team member's role",
    description:
      "By the team's manager or an org admin (403 otherwise). A manager may demote themselves, even as the team's last " +
      'manager: org admins can always manage the team. Setting the role a member already has changes nothing.',
  },
  auth: MEMBERS,
  sdk: { resource: ['teams', 'members'], method: 'update' },
  examples: { request: { role: 'manager' }, response: { ...TEAM_MEMBER_EXAMPLE, role: 'manager' } },
};
