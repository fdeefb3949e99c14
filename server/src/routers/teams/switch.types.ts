import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { TEAM_EXAMPLE, ZTeamIdSchema, ZTeamSchema } from './team.types.js';

export const ZSwitchTeamRequestSchema = z.strictObject({
  team_id: ZTeamIdSchema.nullable().meta({ description: 'A team of your active workspace, or null to have no active team' }),
});

export const ZSwitchTeamResponseSchema = z.object({
  active_team: ZTeamSchema.nullable().meta({ description: 'Your active team now; null when cleared' }),
});

export const switchTeamMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/teams/switch',
    tags: ['Teams'],
    summary: 'Set your active team',
    errorResponses: { 404: 'team_id names no team of your organization', 409: 'The team belongs to another workspace: switch to it first' },
    description:
      'A member may switch to a team they belong to (403 otherwise), an admin to any team. The team must be of your active ' +
      'workspace: a team of another workspace is refused with 409 conflict (switch workspace first). `team_id: null` clears it. Not audited: it changes no one\'s access or money, only `is_active` in your list of teams.',
  },
  auth: MEMBERS,
  examples: { request: { team_id: TEAM_EXAMPLE.id }, response: { active_team: TEAM_EXAMPLE } },
};
