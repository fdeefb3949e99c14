import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { call, createAgent, mintToken, signup } from '../../support/identity.js';
import { captureLogs } from '../../support/logs.js';

const { logger, lines } = captureLogs();
const app = useTestApp({ logger });

describe('secrets', () => {
  it('never appear in logs or in any response but the one that issues them', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const { agent, api_key, test_api_key } = await createAgent(app, { bearer: token });
    const rotated = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${agent.id}/key`, { as: { bearer: token } });
    const secrets = [owner.password, owner.cookie.split('=')[1]!, token, api_key, test_api_key, rotated.body.api_key];

    const reads = [
      await call(app, 'GET', '/api/v1/agents', { as: { bearer: token } }),
      await call(app, 'GET', `/api/v1/agents/${agent.id}`, { as: { bearer: token } }),
      await call(app, 'GET', `/api/v1/agents/${agent.id}/services`, { as: { bearer: token } }),
      await call(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } }),
      await call(app, 'GET', '/api/v1/auth/session', { as: { cookie: owner.cookie } }),
      await call(app, 'GET', '/api/v1/agents', { as: { bearer: rotated.body.api_key } }),
      await call(app, 'GET', '/api/v1/agents', { as: { bearer: api_key } }),
      await call(app, 'POST', '/api/v1/auth/login', { body: { email: owner.email, password: `${owner.password}-wrong` } }),
      await call(app, 'POST', '/api/v1/auth/login', { body: { email: owner.email, password: owner.password } }),
    ];
    await call(app, 'POST', '/api/v1/auth/logout', { as: { cookie: owner.cookie } });

    const logs = lines.join('');
    expect(logs).toContain('/api/v1/auth/login');
    for (const secret of secrets) {
      expect(logs).not.toContain(secret);
      for (const read of reads) expect(read.raw).not.toContain(secret);
    }
    const stored = JSON.stringify(
      await Promise.all([app.db.prisma.agentKey.findMany(), app.db.prisma.personalToken.findMany(), app.db.prisma.session.findMany()]),
    );
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});
