import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ID_MAX_LENGTH, JSON_KEY_MAX_LENGTH, LABEL_MAX_LENGTH } from '../../src/domain/bounded.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { EVENT_ID_MAX_LENGTH } from '../../src/trpc/stream.js';
import { useTestApp } from '../support/app.js';
import { CSV, dispatchAs, useAgentWithBindings } from '../support/dispatch.js';
import { call, type CallResult } from '../support/identity.js';

const app = useTestApp();
const fixture = useAgentWithBindings(app, { 'data.csv_parse': {} });

function expectRefused(result: CallResult<ErrorEnvelope>, field: string | RegExp): void {
  expect(result.status).toBe(400);
  expect(result.body.error.code).toBe('invalid_request');
  expect(result.body.error.message).toMatch(field);
}

/** The bounds the OpenAPI document states (test/platform/openapi-bounds.test.ts) are the server's: one past each is 400, changing nothing. */
describe('a value one past its documented bound', () => {
  it('an id path parameter: 400, not a lookup', async () => {
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/agt_${'a'.repeat(ID_MAX_LENGTH)}`, { as: { bearer: fixture.token } });
    expectRefused(result, /^Invalid request: id: /);
    const atBound = await call<ErrorEnvelope>(app, 'GET', `/api/v1/agents/${'a'.repeat(ID_MAX_LENGTH)}`, { as: { bearer: fixture.token } });
    expect(atBound.status).toBe(404);
  });

  it('a memory kind: 400, no memory written', async () => {
    const result = await call<ErrorEnvelope>(app, 'POST', `/api/v1/agents/${fixture.agentId}/memories`, {
      as: { bearer: fixture.token },
      body: { content: 'Supplier A ships on Tuesdays', kind: 'k'.repeat(LABEL_MAX_LENGTH + 1) },
    });
    expectRefused(result, /^Invalid request: kind: /);
    expect(await app.db.prisma.memory.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('a key of a free-form JSON payload: 400 before admission, nothing recorded or charged', async () => {
    const key = 'k'.repeat(JSON_KEY_MAX_LENGTH + 1);
    const result = await dispatchAs(app, fixture.testKey, { ...CSV, payload: { ...CSV.payload, [key]: 1 } }, randomUUID());
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(await app.db.prisma.serviceRequest.count({ where: { agentId: fixture.agentId } })).toBe(0);
  });

  it('a time in a query: 400', async () => {
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/usage?from=2026-01-01T00:00:00.${'1'.repeat(40)}Z`, { as: { bearer: fixture.token } });
    expectRefused(result, /^Invalid request: from: /);
  });

  it('a Last-Event-ID: 400 in the error envelope, no stream opened', async () => {
    const dispatched = await dispatchAs(app, fixture.testKey, CSV);
    expect(dispatched.status).toBe(200);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/service-requests/${dispatched.body.id}/events`, {
      as: { bearer: fixture.testKey },
      headers: { 'last-event-id': 'e'.repeat(EVENT_ID_MAX_LENGTH + 1) },
    });
    expectRefused(result, /Last-Event-ID is longer than/);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
