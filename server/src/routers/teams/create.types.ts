import { z } from 'zod';
import { FREE_PLAN_TEAM_LIMIT } from '../../domain/teams/create.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_EXAMPLE, ZTeamNameSchema, ZTeamSchema } from './team.types.js';
import { CONSTANT_LIST_MAX_ITEMS, ZTextSchema } from '../../domain/bounded.js';

export const ZCreateTeamRequestSchema = z.strictObject({ name: ZTeamNameSchema });

export const ZTeamWarningSchema = z
  .object({
    code: z.enum(['team_limit_exceeded']).meta({ description: `team_limit_exceeded: the workspace has more than the free plan's ${FREE_PLAN_TEAM_LIMIT} teams` }),
    message: ZTextSchema,
  })
  .meta({ id: 'TeamWarning' });

export const ZCreateTeamResponseSchema = ZTeamSchema.extend({
  warnings: z.array(ZTeamWarningSchema).max(CONSTANT_LIST_MAX_ITEMS).meta({ description: 'Empty unless a soft limit was passed: the team was created all the same' }),
});

export type CreateTeamResponse = z.infer<typeof ZCreateTeamResponseSchema>;

export const createTeamMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams',
    tags: ['Teams'],
    summary: 'Create a team in your active workspace',
    errorResponses: { 409: 'A team of that name exists in the workspace' },
    description:
      `Names are trimmed, 1 to 100 characters, unique in the workspace (409 conflict otherwise). The free plan, which every workspace is on, allows ${FREE_PLAN_TEAM_LIMIT} teams per workspace, ` +
      'a soft limit: a further team is created (201), and the response carries a `team_limit_exceeded` warning, also recorded in the `team.created` audit entry. The creator is not added to the team.',
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { name: 'Research' }, response: { ...TEAM_EXAMPLE, member_count: 0, is_active: false, warnings: [] } },
};
