import { describe, expect, it } from 'vitest';
import type { AgentSelfResponse } from '../../../src/routers/agents/me.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, useAgentWithBindings } from '../../support/dispatch.js';
import { call, createAgent } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/agents/me', () => {
  const fixture = useAgentWithBindings(app, { [CSV.operation]: { daily_limit: 5, monthly_budget_cents: 50 } });

  it('answers agents only: a personal token or a session cookie gets 403, never an agent read as the id "me"', async () => {
    for (const as of [{ bearer: fixture.token }, { cookie: fixture.owner.cookie }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/agents/me', { as });
      expect(result.status).toBe(403);
      expect(result.body.error.code).toBe('forbidden');
    }
  });

  it("shows an agent only itself: another agent's bindings and counts, in its organization or another, never appear", async () => {
    const sibling = await createAgent(app, { bearer: fixture.token }, { name: 'Sibling' });
    await call(app, 'POST', `/api/v1/agents/${sibling.agent.id}/services`, { as: { bearer: fixture.token }, body: { operation: 'web_search.search', daily_limit: 9 } });
    const stranger = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 5, monthly_budget_cents: 50 } });
    for (const key of [fixture.liveKey, stranger.liveKey, stranger.liveKey]) expect((await dispatchAs(app, key, CSV)).body.status).toBe('executed');

    const self = (await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.liveKey } })).body;
    expect(self.id).toBe(fixture.agentId);
    expect(self.bindings.map((binding) => binding.operation)).toEqual([CSV.operation]);
    expect(self.bindings[0]!.today.requests).toBe(1);

    const theirs = (await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: stranger.liveKey } })).body;
    expect(theirs.id).toBe(stranger.agentId);
    expect(theirs.bindings[0]!.today.requests).toBe(2);
    expect(theirs.wallet.balance_cents).toBe(498);

    const siblings = (await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: sibling.api_key } })).body;
    expect(siblings).toMatchObject({ id: sibling.agent.id, name: 'Sibling', bindings: [{ operation: 'web_search.search', daily_limit: 9, today: { requests: 0 } }] });
  });
});
