import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { newId } from '../../../src/domain/ids.js';
import { call, createAgent } from '../../support/identity.js';

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
    expect(byDay.body.data[0]).not.toHaveProperty('then_key');
  });

  it('splits each group by a second grouping: spend per day by operation', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {}, 'data.json_query': {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, { operation: 'data.json_query', payload: { document: { a: 1 }, expression: 'a' } });
    const today = new Date().toISOString().slice(0, 10);
    const split = await call<Usage>(app, 'GET', '/api/v1/usage?group_by=day&then_by=operation', { as: { bearer: fixture.token } });
    expect(split.status, split.raw).toBe(200);
    expect(split.body.data).toEqual([
      { key: today, then_key: 'data.csv_parse', mode: 'live', requests: 2, executed: 2, cost_cents: 2 },
      { key: today, then_key: 'data.json_query', mode: 'live', requests: 1, executed: 1, cost_cents: 1 },
    ]);
  });

  it('takes a time window', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    await dispatchAs(app, fixture.liveKey, CSV);
    const past = await call<Usage>(app, 'GET', '/api/v1/usage?from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z', { as: { bearer: fixture.token } });
    expect(past.body).toMatchObject({ from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z', group_by: 'operation', data: [] });
  });

  it('groups by the team and the owner (worker) each agent has now, "none" for agents without', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    const userId = fixture.owner.session.user.id;
    const other = await createAgent(app, { bearer: fixture.token }, { name: 'Other' });
    await call(app, 'POST', `/api/v1/agents/${other.agent.id}/services`, { as: { bearer: fixture.token }, body: { operation: CSV.operation } });
    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Research' } });
    for (let i = 0; i < 2; i += 1) await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.testKey, CSV);
    await dispatchAs(app, other.api_key, CSV);
    // Set after the dispatches: the grouping follows the agents as they are now.
    await app.db.prisma.agent.update({ where: { id: fixture.agentId }, data: { teamId: team.id, ownerUserId: userId } });

    const rows = async (groupBy: string) => {
      const result = await call<Usage>(app, 'GET', `/api/v1/usage?group_by=${groupBy}`, { as: { bearer: fixture.token } });
      expect(result.body.group_by).toBe(groupBy);
      return result.body.data.map((row) => [row.key, row.mode, row.requests, row.cost_cents]);
    };
    expect(await rows('team')).toEqual([
      ['none', 'live', 1, 1],
      [team.id, 'live', 2, 2],
      [team.id, 'test', 1, 0],
    ]);
    expect(await rows('worker')).toEqual([
      ['none', 'live', 1, 1],
      [userId, 'live', 2, 2],
      [userId, 'test', 1, 0],
    ]);
    await app.db.prisma.agent.update({ where: { id: other.agent.id }, data: { teamId: team.id } });
    expect(await rows('team')).toEqual([
      [team.id, 'live', 3, 3],
      [team.id, 'test', 1, 0],
    ]);
  });
});
