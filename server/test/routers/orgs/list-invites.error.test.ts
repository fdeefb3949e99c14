import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, signup, useOwner } from '../../support/identity.js';
import { invite, orgPath, type InvitesPage } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('GET /api/v1/orgs/{id}/invites', () => {
  it("answers 404 for another organization's id and shows none of its invites", async () => {
    const stranger = await signup(app);
    await invite(app, stranger);
    const result = await call<ErrorEnvelope>(app, 'GET', orgPath(stranger, '/invites'), { as: { cookie: owner.cookie } });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe('Organization not found');
    const own = await call<InvitesPage>(app, 'GET', orgPath(owner, '/invites'), { as: { cookie: owner.cookie } });
    expect(own.body.data).toEqual([]);
  });

  it('refuses a cursor that is not an invite id (400 naming cursor)', async () => {
    for (const cursor of ['garbage', owner.session.user.id]) {
      const result = await call<ErrorEnvelope>(app, 'GET', orgPath(owner, `/invites?cursor=${cursor}`), { as: { cookie: owner.cookie } });
      expect(result.status).toBe(400);
      expect(result.body.error.details?.[0]?.path).toBe('cursor');
    }
  });
});
