import { z } from 'zod';
import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZWorkspaceSchema } from './workspace.types.js';
import { WORKSPACE_EXAMPLE } from '../examples.js';
import { ZIdSchema } from '../../domain/bounded.js';

export const ZSwitchWorkspaceRequestSchema = z.strictObject({
  workspace_id: ZIdSchema.min(1).meta({ description: 'A workspace of your organization (wsp_…)' }),
});

export const switchWorkspaceMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workspaces/switch',
    tags: ['Teams and workspaces'],
    summary: 'Switch the workspace you act in',
    errorResponses: { 404: 'workspace_id names no workspace of your organization' },
    description:
      "Moves the credential you call with to the workspace: this browser session, or this personal token (its `workspace_id`). From its next request on, the lists of agents, service requests and approvals, usage and the balance are the new workspace's, and agents it creates land in it. Your other sessions and tokens stay where they are: switching in one browser does not move another browser or a script. Switching with a session also sets where your next sign-in starts and clears your active team, which belonged to the old workspace. " +
      'Audited as `workspace.switched`: it decides where new agents land and which wallet pays for them. To act in another workspace for one request only, send the Proctor-Workspace header instead. Agents, requests and approvals stay readable by id from any workspace of the organization.',
  },
  auth: MEMBERS,
  examples: { request: { workspace_id: WORKSPACE_EXAMPLE.id }, response: WORKSPACE_EXAMPLE },
};

export const ZSwitchWorkspaceResponseSchema = ZWorkspaceSchema;
