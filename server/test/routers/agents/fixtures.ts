import { newId } from '../../../src/domain/ids.js';
import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { createAgent, mintToken, signup, useOwnerWithToken, type TestUser } from '../../support/identity.js';

export type Page = { data: AgentResponse[]; next_cursor: string | null };

/** The app of one test file, and an owner with a personal token, made before its tests. */
export function useAgentsApp(): { app: TestApp; owner: TestUser & { token: string } } {
  const app = useTestApp();
  return { app, owner: useOwnerWithToken(app) };
}

export const bindingsOf = (agentId: string) => `/api/v1/agents/${agentId}/services`;

/** A fresh organization with an agent and a team of the agent's workspace (written directly: the teams endpoints have their own tests). */
export async function organizationWithTeam(app: TestApp) {
  const owner = await signup(app);
  const token = await mintToken(app, owner);
  const { agent } = await createAgent(app, { bearer: token });
  const orgId = owner.session.organization.id;
  const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: agent.workspace_id, name: 'Research' } });
  return { owner, token, agent, team, orgId };
}
