import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, useOwner } from '../../support/identity.js';

const app = useTestApp();
const owner = useOwner(app);

describe('GET /api/v1/workspaces', () => {
  it.each([
    ['a cursor of another list', 'cursor=agt_01jh0xa3b5d7f9h1k3m5p7r9s1', 'cursor'],
    ['a limit of 0', 'limit=0', 'limit'],
    ['a limit over 100', 'limit=101', 'limit'],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/workspaces?${query}`, { as: { cookie: owner.cookie } });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.[0]?.path).toBe(field);
  });
});
