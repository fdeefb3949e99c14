import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call, createAgent } from '../../support/identity.js';
import { useAgentsApp, type Page } from './fixtures.js';

const { app, owner } = useAgentsApp();

describe('POST /api/v1/agents', () => {
  it('refuses an invalid body naming each field', async () => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/agents', {
      as: { bearer: owner.token },
      body: { name: '', status: 'sleeping', voiceConfig: { speed: 2 } },
    });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.map((detail) => detail.path).sort()).toEqual(['name', 'status', 'voiceConfig']);
  });
});

describe('GET /api/v1/agents and /api/v1/agents/{id}', () => {
  it('refuses a page size out of range', async () => {
    expect((await call(app, 'GET', '/api/v1/agents?limit=0', { as: { bearer: owner.token } })).status).toBe(400);
    expect((await call(app, 'GET', '/api/v1/agents?limit=101', { as: { bearer: owner.token } })).status).toBe(400);
  });
});

describe('DELETE /api/v1/agents/{id}', () => {
  it('protects the primary agent with 409', async () => {
    const list = await call<Page>(app, 'GET', '/api/v1/agents', { as: { bearer: owner.token } });
    const primary = list.body.data.find((agent) => agent.is_primary)!;
    const result = await call<ErrorEnvelope>(app, 'DELETE', `/api/v1/agents/${primary.id}`, { as: { cookie: owner.cookie } });
    expect(result.status).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: 'The primary agent cannot be deleted' });
  });
});

describe('PATCH /api/v1/agents/{id}/key', () => {
  it('refuses an unknown mode', async () => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    expect((await call(app, 'PATCH', `/api/v1/agents/${agent.id}/key`, { as: { bearer: owner.token }, body: { mode: 'prod' } })).status).toBe(400);
  });
});

describe('PATCH /api/v1/agents/{id}/budget', () => {
  it.each([[-1], [1.5], ['100']])('refuses %j', async (value) => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const result = await call(app, 'PATCH', `/api/v1/agents/${agent.id}/budget`, { as: { bearer: owner.token }, body: { monthly_budget_cents: value } });
    expect(result.status).toBe(400);
  });
});

describe('invalid bodies', () => {
  const INVALID = [
    { method: 'POST', path: () => '/api/v1/agents', body: { name: '' } },
    { method: 'PATCH', path: (agent: string) => `/api/v1/agents/${agent}`, body: { status: 'gone' }, sessionOnly: true },
    { method: 'PATCH', path: (agent: string) => `/api/v1/agents/${agent}/key`, body: { mode: 'x' } },
    { method: 'POST', path: (agent: string) => `/api/v1/agents/${agent}/clone`, body: { name: '' } },
    { method: 'PATCH', path: (agent: string) => `/api/v1/agents/${agent}/budget`, body: { monthly_budget_cents: -5 } },
    { method: 'POST', path: (agent: string) => `/api/v1/agents/${agent}/services`, body: { operation: 'chat.send', daily_limit: 'many' } },
  ];

  it.each(INVALID.map((endpoint) => [`${endpoint.method} ${endpoint.path('{id}')}`, endpoint] as const))('%s answers 400', async (_name, endpoint) => {
    const { agent } = await createAgent(app, { bearer: owner.token });
    const as = endpoint.sessionOnly ? { cookie: owner.cookie } : { bearer: owner.token };
    const result = await call<ErrorEnvelope>(app, endpoint.method, endpoint.path(agent.id), { as, body: endpoint.body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
  });
});
