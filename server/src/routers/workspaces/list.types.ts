import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { ZWorkspaceSchema } from './workspace.types.js';
import { WORKSPACE_EXAMPLE, page } from '../examples.js';

export const ZListWorkspacesRequestSchema = ZListRequestSchema('wsp');
export const ZListWorkspacesResponseSchema = ZPageSchema(ZWorkspaceSchema);

export const listWorkspacesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/workspaces',
    tags: ['Teams and workspaces'],
    summary: "The organization's workspaces, each with its balance",
    description:
      "The organization's workspaces, oldest first, a page at a time, each with its wallet's balance and holds; `is_active` marks the one you act in (POST /api/v1/workspaces/switch).",
  },
  auth: MEMBERS,
  examples: { response: page(WORKSPACE_EXAMPLE) },
};
