import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { bindingsOf, useAgentsApp } from './fixtures.js';

const { app, owner } = useAgentsApp();

describe('POST /api/v1/agents/{id}/services', () => {
  it('refuses an operation the catalog does not have, naming the catalog', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const result = await call<ErrorEnvelope>(app, 'POST', bindingsOf(agent.id), { as: { bearer: owner.token }, body: { operation: 'rocket.launch' } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.message).toMatch(/Unknown operation "rocket\.launch".*web_search\.search.*workflow\.run/);
    expect((await call<{ data: unknown[] }>(app, 'GET', bindingsOf(agent.id), { as: { bearer: owner.token } })).body.data).toEqual([]);
  });

  it.each([[{ operation: 'web.fetch_url', daily_limit: -1 }], [{ operation: 'web.fetch_url', monthly_budget_cents: 'lots' }], [{}]])(
    'refuses %j',
    async (body) => {
      const { agent } = await createAgent(app, { bearer: owner.token });
      expect((await call(app, 'POST', bindingsOf(agent.id), { as: { bearer: owner.token }, body })).status).toBe(400);
    },
  );
});
