import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, createAgent, signup } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/auth/session', () => {
  it('answers 401 with WWW-Authenticate without a credential, or with one it does not know', async () => {
    for (const as of [undefined, { cookie: 'proctor_session=forged' }, { bearer: 'service_pat_live_forged' }, { bearer: 'sk-other' }]) {
      const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/auth/session', { as });
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe('unauthorized');
      expect(result.headers.get('www-authenticate')).toBe('Bearer realm="proctor"');
    }
  });

  it('refuses a malformed Authorization header with 401', async () => {
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/auth/session', { headers: { authorization: 'Basic abc' } });
    expect(result.status).toBe(401);
    expect(result.body.error.message).toMatch(/Bearer/);
  });

  it('refuses an expired session with 401', async () => {
    const user = await signup(app);
    await app.db.prisma.session.updateMany({ where: { userId: user.session.user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: user.cookie } })).status).toBe(401);
  });

  it('refuses an agent key with 403: agents are not people', async () => {
    const owner = await signup(app);
    const { api_key } = await createAgent(app, { cookie: owner.cookie });
    const result = await call<ErrorEnvelope>(app, 'GET', '/api/v1/auth/session', { as: { bearer: api_key } });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('forbidden');
  });

  it('stops accepting a session whose user left the organization', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    await app.db.prisma.membership.deleteMany({ where: { userId: member.session.user.id } });
    expect((await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: member.cookie } })).status).toBe(401);
  });
});
