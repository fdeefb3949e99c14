import { z } from 'zod';
import { MEMBER_SESSIONS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { WORKFLOW_EXAMPLE, ZWorkflowIdSchema, ZWorkflowSchema, ZWorkflowVisibilitySchema } from './workflow.types.js';
import { ZIdSchema } from '../../domain/bounded.js';

const TEAM_ID = 'team_01jh0xa1b2c3d4e5f6g7h8j9k0';

export const ZShareWorkflowRequestSchema = z
  .strictObject({
    id: ZWorkflowIdSchema,
    visibility: ZWorkflowVisibilitySchema,
    team_id: ZIdSchema.min(1).optional().meta({ description: 'The team to share with: required for visibility team, refused otherwise' }),
  })
  .superRefine((request, context) => {
    if (request.visibility === 'team' && request.team_id === undefined) context.addIssue({ code: 'custom', path: ['team_id'], message: 'Sharing with a team needs team_id' });
    if (request.visibility !== 'team' && request.team_id !== undefined) context.addIssue({ code: 'custom', path: ['team_id'], message: 'Only visibility team takes a team_id' });
  });
export const ZShareWorkflowResponseSchema = ZWorkflowSchema;

export const shareWorkflowMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/share',
    tags: ['Workflows'],
    summary: 'Set who can see a workflow',
    description:
      "By its creator, an admin or an owner. private: them alone; team: also the members of team_id (a team of the organization, else 404); org: everyone in the organization. Seeing a workflow lets a person read it and its versions and runs; changing it stays with its creator, admins and owners. Audited as `workflow.shared`.",
    errorResponses: { 404: 'No such workflow, or no such team' },
  },
  auth: MEMBER_SESSIONS,
  examples: { request: { visibility: 'team', team_id: TEAM_ID }, response: { ...WORKFLOW_EXAMPLE, visibility: 'team', team_id: TEAM_ID } },
};
