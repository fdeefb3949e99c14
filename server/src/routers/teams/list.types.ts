import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { TEAM_EXAMPLE, ZTeamSchema } from './team.types.js';

export const ZListTeamsRequestSchema = ZListRequestSchema('team');
export const ZListTeamsResponseSchema = ZPageSchema(ZTeamSchema);

export const listTeamsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/teams',
    tags: ['Teams'],
    summary: 'The teams of your active workspace',
    description:
      'Every team of the workspace you work in (POST /api/v1/workspaces/switch), oldest first, a page at a time (`cursor`, `limit`); `is_active` marks your active team.',
  },
  auth: MEMBERS,
  examples: { response: page(TEAM_EXAMPLE) },
};
