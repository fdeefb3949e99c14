import { z } from 'zod';
import { isCreatorOrAdmin, type UserCaller } from '../../domain/auth/caller.js';
import { namesAnId, type Workflow } from '../../domain/workflows/workflows.js';
import { CREATED_AT, EXAMPLE_USER } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';

export const ZWorkflowIdSchema = ZIdSchema.min(1).meta({ description: 'Workflow id (wf_…)' });

export const ZWorkflowVisibilitySchema = z.enum(['private', 'team', 'org']).meta({
  description: 'private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization',
});

export const ZWorkflowNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => !namesAnId(name), 'must not start with "wf_" in any case, which names workflows by id')
  .meta({ description: 'Trimmed, 1 to 100 characters, unique among the organization\'s live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id' });

export const ZWorkflowSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    description: ZTextSchema.nullable(),
    visibility: ZWorkflowVisibilitySchema,
    team_id: ZIdSchema.nullable().meta({ description: 'The team it is shared with (visibility team)' }),
    created_by: ZLabelSchema.meta({ description: 'The user id of its creator' }),
    created_at: ZTimestampSchema,
    updated_at: ZTimestampSchema,
    can_edit: z.boolean().meta({ description: 'Whether you may change it, add versions and ask for them to be published: its creator, admins and owners' }),
  })
  .meta({ id: 'Workflow' });

export type WorkflowResponse = z.infer<typeof ZWorkflowSchema>;

export function toWorkflowResponse(workflow: Workflow, viewer: UserCaller): WorkflowResponse {
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    visibility: workflow.visibility,
    team_id: workflow.teamId,
    created_by: workflow.createdBy,
    created_at: workflow.createdAt.toISOString(),
    updated_at: workflow.updatedAt.toISOString(),
    can_edit: isCreatorOrAdmin(viewer, workflow),
  };
}

export const WORKFLOW_EXAMPLE: WorkflowResponse = {
  id: 'wf_01jh0xq2b4d6f8h0k2m4p6r8t0',
  name: 'Supplier research',
  description: 'Searches the web for a supplier and summarizes what it finds',
  visibility: 'private',
  team_id: null,
  created_by: EXAMPLE_USER.id,
  created_at: CREATED_AT,
  updated_at: CREATED_AT,
  can_edit: true,
};
