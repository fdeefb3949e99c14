import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZWorkspaceSchema } from './workspace.types.js';
import { WORKSPACE_EXAMPLE } from '../examples.js';

export const ZCreateWorkspaceRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).meta({ description: 'Trimmed, 1 to 100 characters, unique in the organization (case-sensitive)' }),
});

export const createWorkspaceMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workspaces',
    tags: ['Teams and workspaces'],
    summary: 'Create a workspace with its own wallet',
    errorResponses: { 409: 'A workspace of that name exists in the organization' },
    description:
      'A new workspace and its wallet. The wallet starts at 0 cents: the trial balance is given once per organization, to the default workspace at signup; fund a new workspace with a top-up, a checkout or a promo code. Creating a workspace does not switch to it. A name already used in the organization is 409 conflict. Audited as `workspace.created`.',
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { name: 'Research' }, response: { ...WORKSPACE_EXAMPLE, is_default: false, is_active: false, balance_cents: 0, held_cents: 0 } },
};

export const ZCreateWorkspaceResponseSchema = ZWorkspaceSchema;
