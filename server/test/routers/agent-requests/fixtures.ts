import type { AgentRequestResponse } from '../../../src/routers/agent-requests/agent-request.types.js';
import type { TestApp } from '../../support/app.js';
import { agentWithBindings, type DispatchFixture } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

export const QUESTION = { kind: 'question', title: 'Which region should the report cover?', body: 'The brief says "Europe" but the data has the UK apart.' };
export const DECISION = { kind: 'decision', title: 'Which supplier?', body: 'Acme: 2 days, $40. Globex: 5 days, $25.', options: ['Acme', 'Globex'] };

/** A fresh organization with one agent (no bindings: asking a person needs none). */
export const agentOrg = (app: TestApp): Promise<DispatchFixture> => agentWithBindings(app, {});

/** A request the agent with `key` made through the API. */
export async function ask(app: TestApp, key: string, body: Record<string, unknown> = QUESTION): Promise<AgentRequestResponse> {
  const result = await call<AgentRequestResponse>(app, 'POST', '/api/v1/agent-requests', { as: { bearer: key }, body });
  if (result.status !== 201) throw new Error(`agent request failed: ${result.status} ${result.raw}`);
  return result.body;
}
