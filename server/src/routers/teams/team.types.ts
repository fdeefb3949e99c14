import { z } from 'zod';
import { mayRequestBudget } from '../../domain/teams/budget-requests.js';
import type { TeamView } from '../../domain/teams/view.js';
import { CREATED_AT } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZTeamSchema = z
  .object({
    id: ZIdSchema,
    workspace_id: ZIdSchema,
    name: ZLabelSchema,
    member_count: z.number().int().min(0),
    is_active: z.boolean().meta({ description: "Whether this is the caller's active team (POST /api/v1/teams/switch)" }),
    created_at: ZTimestampSchema,
    can_manage: z.boolean().meta({
      description: "Whether you manage it (add and change its people, allocate to its workers, decide its budget requests): you are its manager, or an org admin or owner",
    }),
    can_request_budget: z.boolean().meta({
      description:
        "Whether you may ask its managers for budget (POST /api/v1/budget-requests): you are one of its workers, since allocations go to workers. Its managers allocate instead; anyone outside the team, an org admin too, cannot ask",
    }),
  })
  .meta({ id: 'Team' });

export type TeamResponse = z.infer<typeof ZTeamSchema>;

export function toTeamResponse({ team, memberCount, isActive, canManage, viewerRole }: TeamView): TeamResponse {
  return {
    id: team.id,
    workspace_id: team.workspaceId,
    name: team.name,
    member_count: memberCount,
    is_active: isActive,
    created_at: team.createdAt.toISOString(),
    can_manage: canManage,
    can_request_budget: mayRequestBudget(viewerRole),
  };
}

export const ZTeamIdSchema = ZIdSchema.min(1).meta({ description: 'Team id (team_…)' });

export const ZTeamNameSchema = z.string().trim().min(1).max(100).meta({ description: 'Unique in the workspace' });

export const TEAM_EXAMPLE: TeamResponse = {
  id: 'team_01jh0xg1j3m5p7s9v1x3z5b7d9',
  workspace_id: 'wsp_01jh0x5q3w0d3n8m9s5v7x2a1c',
  name: 'Research',
  member_count: 4,
  is_active: true,
  created_at: CREATED_AT,
  can_manage: true,
  can_request_budget: false,
};
