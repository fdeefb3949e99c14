import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { createTeam, newOrg } from './fixtures.js';

const app = useTestApp();

describe('GET /api/v1/teams', () => {
  it.each([
    ['a cursor of another kind', 'cursor=agt_01jh0xa3b5d7f9h1k3m5p7r9s1', 'cursor'],
    ['a limit out of range', 'limit=101', 'limit'],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const org = await newOrg(app);
    await createTeam(app, org, 'Research');
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/teams?${query}`, { as: org.as });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.[0]?.path).toBe(field);
  });
});
