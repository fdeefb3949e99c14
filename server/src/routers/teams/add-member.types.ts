import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_MEMBER_EXAMPLE, ZTeamRoleSchema } from './team-member.types.js';
import { ZTeamIdSchema } from './team.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZAddTeamMemberRequestSchema = z.strictObject({
  id: ZTeamIdSchema,
  user_id: ZIdSchema.min(1).meta({ description: 'A person of the organization (usr_…)' }),
  role: ZTeamRoleSchema,
});

export const addTeamMemberMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams/{id}/members',
    tags: ['Teams'],
    summary: 'Add a person of the organization to a team',
    errorResponses: { 409: 'The person is in the team already' },
    description:
      "By the team's manager or an org admin (403 otherwise). The person must be a member of the organization " +
      '(404 otherwise); one already in the team is refused with 409 conflict.',
  },
  auth: MEMBERS,
  successStatus: 201,
  sdk: { resource: ['teams', 'members'], method: 'add' },
  examples: {
    request: { user_id: TEAM_MEMBER_EXAMPLE.user_id, role: 'worker' },
    response: { ...TEAM_MEMBER_EXAMPLE, allocation_cents: 0, spent_cents: 0, remaining_cents: 0 },
  },
};
