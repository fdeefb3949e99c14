import type { AgentResponse } from '../../../src/routers/agents/agent.types.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { useOwnerWithToken, type TestUser } from '../../support/identity.js';

export type Page = { data: AgentResponse[]; next_cursor: string | null };

/** The app of one test file, and an owner with a personal token, made before its tests. */
export function useAgentsApp(): { app: TestApp; owner: TestUser & { token: string } } {
  const app = useTestApp();
  return { app, owner: useOwnerWithToken(app) };
}

export const bindingsOf = (agentId: string) => `/api/v1/agents/${agentId}/services`;
