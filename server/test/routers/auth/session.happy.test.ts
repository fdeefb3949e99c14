import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/auth/session', () => {
  it('names the user, organization and role, by cookie or by personal token', async () => {
    const owner = await signup(app, { name: 'Grace' });
    const byCookie = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: owner.cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual(owner.session);
    const byToken = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { bearer: await mintToken(app, owner) } });
    expect(byToken.body).toEqual(owner.session);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const asMember = await call<SessionResponse>(app, 'GET', '/api/v1/auth/session', { as: { cookie: member.cookie } });
    expect(asMember.body.role).toBe('member');
  });
});
