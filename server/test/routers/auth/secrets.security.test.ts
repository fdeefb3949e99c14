import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../../src/routers/orgs/create-invite.types.js';
import { useTestApp } from '../../support/app.js';
import { createMigratedDatabase } from '../../support/database.js';
import { call, createAgent, mintToken, signup, uniqueEmail } from '../../support/identity.js';
import { captureLogs } from '../../support/logs.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { parentAgent, spawn } from '../../support/spawn.js';
import { checkout, completedEvent } from '../billing/fixtures.js';
import { accept, PASSWORD } from '../invites/fixtures.js';

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

const servers: ServerProcess[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

describe('the log of a server process', () => {
  it('holds none of the secrets a full run mints and uses, the credentials in urls redacted', async () => {
    const server = await startServerProcess(await createMigratedDatabase(), { LOG_LEVEL: 'info', PROCTOR_SANDBOX_PAYMENTS: 'true' });
    servers.push(server);
    const { app } = server;

    // A person, their token, an agent's live and test keys, a child the agent spawns.
    const parent = await parentAgent(app, 1_000);
    const { owner, token } = parent;
    const child = await spawn(app, parent.liveKey, { name: 'Checker', services: ['data.csv_parse'], monthly_budget_cents: 300 });
    expect(child.status).toBe(201);
    for (const [id, key] of [[parent.agentId, parent.liveKey], [parent.agentId, parent.testKey], [child.body.agent.id, child.body.api_key]] as const) {
      expect((await call(app, 'GET', `/api/v1/agents/${id}/skills`, { as: { bearer: key } })).status).toBe(200);
    }

    // An invite, opened as the invitee's browser opens its link (also percent-encoded, which the
    // router decodes), then accepted.
    const orgId = owner.session.organization.id;
    const made = await call<CreateInviteResponse>(app, 'POST', `/api/v1/orgs/${orgId}/invites`, { as: { bearer: token }, body: { email: uniqueEmail(), role: 'owner' } });
    expect(made.status).toBe(201);
    const invite = made.body.token;
    expect((await fetch(made.body.accept_url, { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await app.request(`/invites/%69${invite.slice(1)}`, { headers: { accept: 'text/html' } })).status).toBe(200);
    const joined = await accept(app, invite, { password: PASSWORD });
    expect(joined.status).toBe(200);
    const invitee = joined.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;

    // A sandbox checkout: its page, paid (the server signs its own webhook), and a payment event
    // signed as Stripe signs, with a secret this server does not hold.
    const session = await checkout(app, { bearer: token }, { amount_cents: 500 });
    expect((await fetch(session.url)).status).toBe(200);
    expect((await fetch(session.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })).status).toBe(200);
    const payload = JSON.stringify(completedEvent(`cs_test_${session.id}`));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: `whsec_${randomBytes(24).toString('base64')}` });
    const refused = await app.request('/api/v1/webhooks/payments', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect(refused.status).toBe(400);

    await server.stop();
    const log = server.run.output().stdout;
    for (const path of ['/invites/invite_[redacted]"', '/api/v1/invites/invite_[redacted]/accept"', '/sandbox/checkout/chk_[redacted]"', '/api/v1/webhooks/payments"']) {
      expect(log).toContain(`"path":"${path}`);
    }
    const cookie = owner.cookie.split('=')[1]!;
    const secrets = { password: owner.password, cookie, token, live: parent.liveKey, test: parent.testKey, child: child.body.api_key, invite, invitee, checkout: session.id, signature };
    for (const [kind, secret] of Object.entries(secrets)) {
      // The secret's random part: a prefix alone is no secret, and a percent-encoded one must not slip through.
      expect(log, kind).not.toContain(secret.slice(-24));
    }
  }, 90_000);
});
