import { describe, expect, it } from 'vitest';
import type { AgentSelfResponse } from '../../../src/routers/agents/me.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs, useAgentWithBindings } from '../../support/dispatch.js';
import { addMember, call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/agents/{id}/headroom', () => {
  const fixture = useAgentWithBindings(app, { [CSV.operation]: { daily_limit: 3, monthly_budget_cents: 10 } });
  const headroom = (query = '') => call<AgentSelfResponse>(app, 'GET', `/api/v1/agents/${fixture.agentId}/headroom${query}`, { as: { bearer: fixture.token } });

  it('answers a person what GET /agents/me answers the agent, live unless test is asked', async () => {
    expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    const live = await headroom();
    expect(live.status, live.raw).toBe(200);
    const self = await call<AgentSelfResponse>(app, 'GET', '/api/v1/agents/me', { as: { bearer: fixture.liveKey } });
    expect(live.body).toEqual(self.body);
    expect(live.body.bindings[0]!.today).toMatchObject({ requests: 1, remaining_requests: 2 });
    const test = await headroom('?mode=test');
    expect(test.body.mode).toBe('test');
    expect(test.body.bindings[0]!.today).toMatchObject({ requests: 2, remaining_requests: 1 });
  });

  it('is read by any member, not only by admins', async () => {
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    const read = await call<AgentSelfResponse>(app, 'GET', `/api/v1/agents/${fixture.agentId}/headroom`, { as: { cookie: member.cookie } });
    expect(read.status, read.raw).toBe(200);
    expect(read.body.id).toBe(fixture.agentId);
  });

  it('refuses an unknown mode and an unknown agent in the one error envelope', async () => {
    const mode = await call<{ error: { code: string } }>(app, 'GET', `/api/v1/agents/${fixture.agentId}/headroom?mode=sandbox`, { as: { bearer: fixture.token } });
    expect(mode.status).toBe(400);
    expect(mode.body.error.code).toBe('invalid_request');
    const unknown = await call<{ error: { code: string } }>(app, 'GET', '/api/v1/agents/agt_01jh0xa3b5d7f9h1k3m5p7r9s9/headroom', { as: { bearer: fixture.token } });
    expect(unknown.status).toBe(404);
  });

  it("answers 404 for another organization's agent, and 403 to an agent key", async () => {
    const stranger = await agentWithBindings(app, {});
    expect((await call(app, 'GET', `/api/v1/agents/${fixture.agentId}/headroom`, { as: { bearer: stranger.token } })).status).toBe(404);
    expect((await call(app, 'GET', `/api/v1/agents/${fixture.agentId}/headroom`, { as: { bearer: fixture.liveKey } })).status).toBe(403);
  });
});
