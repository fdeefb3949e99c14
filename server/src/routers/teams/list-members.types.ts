import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_MEMBER_EXAMPLE, ZTeamMemberSchema } from './team-member.types.js';
import { ZTeamIdSchema } from './team.types.js';
import { WHOLE_LIST_MAX_ITEMS } from '../../domain/bounded.js';

export const ZListTeamMembersRequestSchema = z.strictObject({ id: ZTeamIdSchema });
export const ZListTeamMembersResponseSchema = z.object({ data: z.array(ZTeamMemberSchema).max(WHOLE_LIST_MAX_ITEMS) });

export const listTeamMembersMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/teams/{id}/members',
    tags: ['Teams'],
    summary: 'A team\'s members, with their roles and budgets',
    description:
      'Every member of the team, in the order they joined, each with their team role, their allocation from the team pool, ' +
      'what their live dispatches in the team have spent, and what remains. Any member of the organization reads it.',
  },
  auth: MEMBERS,
  sdk: { resource: ['teams', 'members'], method: 'list' },
  examples: { response: { data: [TEAM_MEMBER_EXAMPLE] } },
};
