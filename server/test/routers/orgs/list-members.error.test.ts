import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup, useOwner } from '../../support/identity.js';
import { invite, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('GET /api/v1/orgs/{id}/members', () => {
  it('answers 404 "Organization not found" for an id that is not the caller\'s organization', async () => {
    const stranger = await signup(app);
    for (const id of [stranger.session.organization.id, 'org_unknown']) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/orgs/${id}/members`, { as: { cookie: owner.cookie } });
      expect(result.status).toBe(404);
      expect(result.body.error).toMatchObject({ code: 'not_found', message: 'Organization not found' });
    }
  });

  it('refuses a cursor that is not one of its own (400 naming cursor)', async () => {
    const { invite: made } = await invite(app, owner);
    for (const cursor of ['garbage', made.id]) {
      const result = await call<ErrorEnvelope>(app, 'GET', orgPath(owner, `/members?cursor=${cursor}`), { as: { cookie: owner.cookie } });
      expect(result.status).toBe(400);
      expect(result.body.error.details?.[0]?.path).toBe('cursor');
    }
  });

  it('refuses a limit out of range', async () => {
    const result = await call<ErrorEnvelope>(app, 'GET', orgPath(owner, '/members?limit=0'), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
  });
});
