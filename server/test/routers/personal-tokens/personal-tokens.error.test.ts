import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { call } from '../../support/identity.js';
import { usePersonalTokensApp } from './fixtures.js';

const { app, owner, mintWithId } = usePersonalTokensApp();

describe('POST /api/v1/personal-tokens', () => {
  it('refuses an invalid body', async () => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: owner.cookie }, body: { name: '' } });
    expect(result.status).toBe(400);
    expect(result.body.error.details?.[0]?.path).toBe('name');
  });
});

describe('PATCH and DELETE /api/v1/personal-tokens/{id}', () => {
  it('refuses an invalid body', async () => {
    const { id } = await mintWithId(owner);
    const result = await call(app, 'PATCH', `/api/v1/personal-tokens/${id}`, { as: { cookie: owner.cookie }, body: { enabled: 'no' } });
    expect(result.status).toBe(400);
  });
});

describe('invalid bodies', () => {
  it.each([
    ['POST', () => '/api/v1/personal-tokens', { name: 7 }],
    ['PATCH', (id: string) => `/api/v1/personal-tokens/${id}`, { enabled: 1 }],
  ] as const)('%s answers 400', async (method, path, body) => {
    const { id } = await mintWithId(owner);
    const result = await call<ErrorEnvelope>(app, method, path(id), { as: { cookie: owner.cookie }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
  });
});
