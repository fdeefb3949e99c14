import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await mintToken(app, await signup(app));
});
afterAll(() => app.close());

const bindingsOf = (agentId: string) => `/api/v1/agents/${agentId}/services`;

describe('POST /api/v1/agents/{id}/services', () => {
  it('refuses an operation the catalog does not have, naming the catalog', async () => {
    const { agent } = await createAgent(app, { bearer: token });
    const result = await call<ErrorEnvelope>(app, 'POST', bindingsOf(agent.id), { as: { bearer: token }, body: { operation: 'rocket.launch' } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.message).toMatch(/Unknown operation "rocket\.launch".*web_search\.search.*workflow\.run/);
    expect((await call<{ data: unknown[] }>(app, 'GET', bindingsOf(agent.id), { as: { bearer: token } })).body.data).toEqual([]);
  });

  it.each([[{ operation: 'web.fetch_url', daily_limit: -1 }], [{ operation: 'web.fetch_url', monthly_budget_cents: 'lots' }], [{}]])(
    'refuses %j',
    async (body) => {
      const { agent } = await createAgent(app, { bearer: token });
      expect((await call(app, 'POST', bindingsOf(agent.id), { as: { bearer: token }, body })).status).toBe(400);
    },
  );
});
