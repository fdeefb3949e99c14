import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

type Usage = { from: string; to: string; group_by: string; data: { key: string; mode: string; requests: number; executed: number; cost_cents: number }[] };

describe('GET /api/v1/usage', () => {
  it('totals requests and spend per operation, agent or day, live and test apart', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 2 } });
    for (let i = 0; i < 3; i += 1) await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.testKey, CSV);
    await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'c', text: 't' } });

    const byOperation = await call<Usage>(app, 'GET', '/api/v1/usage?group_by=operation', { as: { bearer: fixture.token } });
    expect(byOperation.status).toBe(200);
    expect(byOperation.body.data).toEqual([
      { key: 'chat.send', mode: 'live', requests: 1, executed: 0, cost_cents: 0 },
      { key: 'data.csv_parse', mode: 'live', requests: 3, executed: 2, cost_cents: 2 },
      { key: 'data.csv_parse', mode: 'test', requests: 1, executed: 1, cost_cents: 0 },
    ]);
    const byAgent = await call<Usage>(app, 'GET', '/api/v1/usage?group_by=agent', { as: { cookie: fixture.owner.cookie } });
    expect(byAgent.body.data.map((row) => [row.key, row.mode, row.requests])).toEqual([
      [fixture.agentId, 'live', 4],
      [fixture.agentId, 'test', 1],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await call<Usage>(app, 'GET', '/api/v1/usage?group_by=day', { as: { bearer: fixture.token } });
    expect(byDay.body.data.map((row) => row.key)).toEqual([today, today]);
  });

  it('takes a time window', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    const past = await call<Usage>(app, 'GET', '/api/v1/usage?from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z', { as: { bearer: fixture.token } });
    expect(past.body).toMatchObject({ from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z', group_by: 'operation', data: [] });
  });
});
