import type { WorkspaceResponse } from '../../../src/routers/workspaces/workspace.types.js';
import type { TestApp } from '../../support/app.js';
import { call, createAgent, type Credential } from '../../support/identity.js';

export type WorkspacePage = { data: WorkspaceResponse[]; next_cursor: string | null };

export async function createWorkspace(app: TestApp, as: Credential, name: string): Promise<WorkspaceResponse> {
  const result = await call<WorkspaceResponse>(app, 'POST', '/api/v1/workspaces', { as, body: { name } });
  if (result.status !== 201) throw new Error(`create workspace failed: ${result.status} ${result.raw}`);
  return result.body;
}

export async function switchTo(app: TestApp, as: Credential, workspaceId: string): Promise<WorkspaceResponse> {
  const result = await call<WorkspaceResponse>(app, 'POST', '/api/v1/workspaces/switch', { as, body: { workspace_id: workspaceId } });
  if (result.status !== 200) throw new Error(`switch failed: ${result.status} ${result.raw}`);
  return result.body;
}

/** An agent made in the caller's active workspace, bound to `bindings` (operation → binding fields). */
export async function boundAgent(
  app: TestApp,
  as: Credential,
  name: string,
  bindings: Record<string, Record<string, unknown>>,
): Promise<{ id: string; liveKey: string; testKey: string }> {
  const created = await createAgent(app, as, { name });
  for (const [operation, fields] of Object.entries(bindings)) {
    const bound = await call(app, 'POST', `/api/v1/agents/${created.agent.id}/services`, { as, body: { operation, ...fields } });
    if (bound.status !== 200) throw new Error(`binding failed: ${bound.raw}`);
  }
  return { id: created.agent.id, liveKey: created.api_key, testKey: created.test_api_key };
}
