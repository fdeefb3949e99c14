import { describe, expect, it } from 'vitest';
import type { ServiceRequestResponse } from '../../../src/routers/service-requests/service-request.types.js';
import type { z } from 'zod';
import type { ZListActivityResponseSchema } from '../../../src/routers/agents/activity.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

type Activity = z.infer<typeof ZListActivityResponseSchema>;

const app = useTestApp();

describe('GET /api/v1/service-requests/{id}', () => {
  it("lets the agent poll its own requests, people read the organization's, and nobody else", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const { body } = await dispatchAs(app, fixture.liveKey, CSV);
    const path = `/api/v1/service-requests/${body.id}`;
    expect((await call<ServiceRequestResponse>(app, 'GET', path, { as: { bearer: fixture.liveKey } })).body).toEqual(body);
    expect((await call(app, 'GET', path, { as: { bearer: fixture.token } })).status).toBe(200);
    expect((await call(app, 'GET', path, { as: { cookie: fixture.owner.cookie } })).status).toBe(200);
    const sibling = await call<{ api_key: string }>(app, 'POST', '/api/v1/agents', { as: { bearer: fixture.token }, body: { name: 'Sibling' } });
    expect((await call(app, 'GET', path, { as: { bearer: sibling.body.api_key } })).status).toBe(404);
    const stranger = await agentWithBindings(app, {});
    expect((await call(app, 'GET', path, { as: { bearer: stranger.token } })).status).toBe(404);
    expect((await call(app, 'GET', path)).status).toBe(401);
  });
});

/**
 * Test keys are the ones handed to CI: what a live request was given and answered (a CSV of social
 * security numbers here) stays out of their reach, in the request, its event stream and the
 * agent's activity. A key sees its own mode's requests; another mode's is 404 like another agent's.
 */
describe("a key and the other mode's requests", () => {
  const SECRET = { operation: 'data.csv_parse', payload: { csv: 'ssn,name\n123-45-6789,Alice\n' } };

  it.each([
    ['a test key', 'live', 'test'],
    ['a live key', 'test', 'live'],
  ] as const)("%s reads neither the other mode's request, nor its stream, nor its activity; people read both", async (_name, other, own) => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const keys = { live: fixture.liveKey, test: fixture.testKey };
    const theirs = await dispatchAs(app, keys[other], SECRET);
    const mine = await dispatchAs(app, keys[own], CSV);
    expect(theirs.body).toMatchObject({ mode: other, status: 'executed' });
    const as = { bearer: keys[own] };

    const read = await call(app, 'GET', `/api/v1/service-requests/${theirs.body.id}`, { as });
    expect(read.status).toBe(404);
    expect(read.raw).not.toContain('123-45-6789');
    const events = await call(app, 'GET', `/api/v1/service-requests/${theirs.body.id}/events`, { as, headers: { accept: 'text/event-stream' } });
    expect(events.status).toBe(404);
    expect(events.raw).not.toContain('123-45-6789');
    expect((await call(app, 'GET', `/api/v1/service-requests/${mine.body.id}`, { as })).status).toBe(200);

    const activity = await call<Activity>(app, 'GET', `/api/v1/agents/${fixture.agentId}/activity`, { as });
    expect(activity.status).toBe(200);
    const targets = activity.body.data.map((entry) => entry.target?.id);
    expect(targets).toContain(mine.body.id);
    expect(targets).not.toContain(theirs.body.id);
    expect(activity.body.data.every((entry) => entry.mode === own || entry.mode === null)).toBe(true);

    const people = await call<Activity>(app, 'GET', `/api/v1/agents/${fixture.agentId}/activity`, { as: { bearer: fixture.token } });
    expect(people.body.data.map((entry) => entry.target?.id)).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
    expect((await call(app, 'GET', `/api/v1/service-requests/${theirs.body.id}`, { as: { bearer: fixture.token } })).status).toBe(200);
  });
});
