import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { addMember, call, createAgent } from '../../support/identity.js';
import { placeInTeam } from '../../support/teams.js';

const app = useTestApp();

interface Overview {
  mode: string;
  data: { level: string; unit: string; agent_id: string | null; operation: string | null; team_id: string | null; user_id: string | null; period: string; limit: number; used: number; remaining: number; resets_at: string | null }[];
}

const overview = (token: string, query = '') => call<Overview>(app, 'GET', `/api/v1/usage/budgets${query}`, { as: { bearer: token } });
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/v1/usage/budgets', () => {
  it('lists every limit set, once, with what is used of it, the most used first', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 4, monthly_budget_cents: 100 }, 'web_search.search': {} });
    const { teamId, userId } = await placeInTeam(app, fixture, { poolCents: 400, dailyLimitCents: 50, allocationCents: 200 });
    // A second agent in the same team: the team's and the worker's limits are still listed once.
    const second = await createAgent(app, { bearer: fixture.token }, { name: 'Second' });
    expect((await call(app, 'PATCH', `/api/v1/agents/${second.agent.id}`, { as: { cookie: fixture.owner.cookie }, body: { team_id: teamId, owner_user_id: userId } })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await dispatchAs(app, fixture.liveKey, CSV)).body.status).toBe('executed');

    const { status, body } = await overview(fixture.token);
    expect(status).toBe(200);
    expect(body.mode).toBe('live');
    expect(body.data.map((row) => row.level)).toEqual(['binding_day', 'team_day', 'binding_month', 'worker', 'team_total']);
    expect(body.data[0]).toEqual({
      level: 'binding_day',
      unit: 'requests',
      agent_id: fixture.agentId,
      operation: CSV.operation,
      team_id: null,
      user_id: null,
      period: today(),
      limit: 4,
      used: 3,
      remaining: 1,
      resets_at: expect.stringMatching(/T00:00:00\.000Z$/),
    });
    expect(body.data.find((row) => row.level === 'worker')).toMatchObject({ team_id: teamId, user_id: userId, limit: 200, used: 3, remaining: 197, resets_at: null });
    expect(body.data.find((row) => row.level === 'team_day')).toMatchObject({ team_id: teamId, limit: 50, used: 3 });
  });

  it('counts test mode on its own counters', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 4 } });
    expect((await dispatchAs(app, fixture.testKey, CSV)).body.status).toBe('executed');
    expect((await overview(fixture.token)).body.data).toMatchObject([{ level: 'binding_day', used: 0 }]);
    expect((await overview(fixture.token, '?mode=test')).body).toMatchObject({ mode: 'test', data: [{ level: 'binding_day', used: 1, remaining: 3 }] });
  });

  it('refuses an unknown mode, and lists nothing of another organization', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 4 } });
    const bad = await call<{ error: { code: string } }>(app, 'GET', '/api/v1/usage/budgets?mode=all', { as: { bearer: fixture.token } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    const stranger = await agentWithBindings(app, {});
    expect((await overview(stranger.token)).body.data).toEqual([]);
  });

  it('answers members, and refuses agent keys and the anonymous', async () => {
    const fixture = await agentWithBindings(app, { [CSV.operation]: { daily_limit: 4 } });
    const member = await addMember(app, fixture.owner.session.organization.id, 'member');
    expect((await call<Overview>(app, 'GET', '/api/v1/usage/budgets', { as: { cookie: member.cookie } })).body.data).toHaveLength(1);
    expect((await call(app, 'GET', '/api/v1/usage/budgets', { as: { bearer: fixture.liveKey } })).status).toBe(403);
    expect((await call(app, 'GET', '/api/v1/usage/budgets')).status).toBe(401);
  });
});
