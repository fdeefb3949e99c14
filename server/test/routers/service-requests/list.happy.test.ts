import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

type Page = { data: ServiceRequestResponse[]; next_cursor: string | null };

describe('GET /api/v1/service-requests', () => {
  it('lists with filters and pages, for people only', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { daily_limit: 1 } });
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, CSV);
    await dispatchAs(app, fixture.liveKey, { operation: 'chat.send', payload: { channel: 'c', text: 't' } });
    const list = (query: string) => call<Page>(app, 'GET', `/api/v1/service-requests${query}`, { as: { bearer: fixture.token } });
    expect((await list('')).body.data.map((request) => request.status)).toEqual(['executed', 'blocked', 'blocked']);
    expect((await list('?status=executed')).body.data).toHaveLength(1);
    expect((await list('?operation=chat.send')).body.data.map((request) => request.reason_code)).toEqual(['policy_violation']);
    expect((await list(`?agent_id=${fixture.agentId}&limit=2`)).body.next_cursor).toEqual(expect.any(String));
    expect((await call(app, 'GET', '/api/v1/service-requests', { as: { bearer: fixture.liveKey } })).status).toBe(403);
  });

  it('filters by mode, and pages newest first with order=desc', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const ids: string[] = [];
    for (const key of [fixture.liveKey, fixture.testKey, fixture.liveKey]) ids.push((await dispatchAs(app, key, CSV)).body.id as string);
    const list = (query: string) => call<Page>(app, 'GET', `/api/v1/service-requests?agent_id=${fixture.agentId}${query}`, { as: { bearer: fixture.token } });
    expect((await list('&mode=test')).body.data.map((request) => request.id)).toEqual([ids[1]]);
    expect((await list('&mode=live')).body.data.map((request) => request.id)).toEqual([ids[0], ids[2]]);
    const first = await list('&order=desc&limit=2');
    expect(first.body.data.map((request) => request.id)).toEqual([ids[2], ids[1]]);
    const rest = await list(`&order=desc&limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body.data.map((request) => request.id)).toEqual([ids[0]]);
    expect(rest.body.next_cursor).toBeNull();
    expect((await list('&order=newest')).status).toBe(400);
  });
});
