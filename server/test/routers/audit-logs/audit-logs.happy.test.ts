import { describe, expect, it } from 'vitest';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { useAuditLogsApp, type Page } from './fixtures.js';

const { app, trail } = useAuditLogsApp();

describe('GET /api/v1/audit-logs', () => {
  it('filters by agent, action, mode and time, and pages by seq', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const first = await createAgent(app, { bearer: token }, { name: 'one' });
    await createAgent(app, { bearer: token }, { name: 'two' });
    await call(app, 'PATCH', `/api/v1/agents/${first.agent.id}/key`, { as: { bearer: token }, body: { mode: 'test' } });

    expect((await trail(owner, `&agent_id=${first.agent.id}`)).map((entry) => entry.action)).toEqual(['agent.created', 'agent.key_rotated']);
    expect((await trail(owner, '&action=agent.created')).map((entry) => entry.details?.name)).toEqual(['one', 'two']);
    expect((await trail(owner, '&mode=test')).map((entry) => entry.action)).toEqual(['agent.key_rotated']);
    const everything = await trail(owner);
    const cut = everything[2]!.occurred_at;
    expect((await trail(owner, `&to=${encodeURIComponent(cut)}`)).every((entry) => entry.occurred_at < cut)).toBe(true);
    expect((await trail(owner, `&from=${encodeURIComponent(cut)}`)).every((entry) => entry.occurred_at >= cut)).toBe(true);

    const page1 = await call<Page>(app, 'GET', '/api/v1/audit-logs?limit=2', { as: { bearer: token } });
    expect(page1.body.data.map((entry) => entry.seq)).toEqual([1, 2]);
    const page2 = await call<Page>(app, 'GET', `/api/v1/audit-logs?limit=2&cursor=${page1.body.next_cursor}`, { as: { bearer: token } });
    expect(page2.body.data.map((entry) => entry.seq)).toEqual([3, 4]);
  });

  it('filters by target, and pages newest first with order=desc', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const agent = await createAgent(app, { bearer: token }, { name: 'rotated' });
    await call(app, 'PATCH', `/api/v1/agents/${agent.agent.id}/key`, { as: { bearer: token }, body: { mode: 'test' } });
    const about = await trail(owner, `&target_id=${agent.agent.id}`);
    expect(about.map((entry) => entry.action)).toEqual(['agent.created', 'agent.key_rotated']);
    expect(about.every((entry) => entry.target?.id === agent.agent.id)).toBe(true);

    const everything = (await trail(owner)).map((entry) => entry.seq);
    const page1 = await call<Page>(app, 'GET', '/api/v1/audit-logs?order=desc&limit=2', { as: { bearer: token } });
    expect(page1.body.data.map((entry) => entry.seq)).toEqual(everything.slice(-2).reverse());
    const page2 = await call<Page>(app, 'GET', `/api/v1/audit-logs?order=desc&limit=100&cursor=${page1.body.next_cursor}`, { as: { bearer: token } });
    expect(page2.body.data.map((entry) => entry.seq)).toEqual(everything.slice(0, -2).reverse());
  });
});
