import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialKind } from '../../src/domain/caller.js';
import type { CreatePersonalTokenResponse } from '../../src/routers/personal-tokens/create.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { addMember, call, createAgent, mintToken, signup, type Credential, type TestUser } from '../support/identity.js';

/**
 * Every identity endpoint against every way of being the wrong caller: no credential or a dead
 * one (401), a credential of the wrong kind (403), too low a role (403), another organization's
 * resource (404, never 403), and an invalid body (400).
 */
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (ids: { agent: string; token: string }) => string;
  accepts: CredentialKind[];
  role: 'member' | 'admin';
  body?: Record<string, unknown>;
  invalidBody?: Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/api/v1/auth/session', accepts: ['session', 'pat'], role: 'member' },
  { method: 'POST', path: () => '/api/v1/personal-tokens', accepts: ['session'], role: 'admin', body: { name: 't' }, invalidBody: { name: 7 } },
  { method: 'GET', path: () => '/api/v1/personal-tokens', accepts: ['session'], role: 'member' },
  { method: 'PATCH', path: ({ token }) => `/api/v1/personal-tokens/${token}`, accepts: ['session'], role: 'admin', body: { enabled: false }, invalidBody: { enabled: 1 } },
  { method: 'DELETE', path: ({ token }) => `/api/v1/personal-tokens/${token}`, accepts: ['session'], role: 'admin' },
  { method: 'GET', path: () => '/api/v1/agents', accepts: ['session', 'pat'], role: 'member' },
  { method: 'POST', path: () => '/api/v1/agents', accepts: ['session', 'pat'], role: 'admin', body: { name: 'n' }, invalidBody: { name: '' } },
  { method: 'GET', path: ({ agent }) => `/api/v1/agents/${agent}`, accepts: ['session', 'pat'], role: 'member' },
  { method: 'PATCH', path: ({ agent }) => `/api/v1/agents/${agent}`, accepts: ['session'], role: 'admin', body: { name: 'hijacked' }, invalidBody: { status: 'gone' } },
  { method: 'DELETE', path: ({ agent }) => `/api/v1/agents/${agent}`, accepts: ['session'], role: 'admin' },
  { method: 'PATCH', path: ({ agent }) => `/api/v1/agents/${agent}/key`, accepts: ['session', 'pat'], role: 'admin', body: { mode: 'live' }, invalidBody: { mode: 'x' } },
  { method: 'POST', path: ({ agent }) => `/api/v1/agents/${agent}/clone`, accepts: ['session', 'pat'], role: 'admin', body: {}, invalidBody: { name: '' } },
  { method: 'PATCH', path: ({ agent }) => `/api/v1/agents/${agent}/budget`, accepts: ['session', 'pat'], role: 'admin', body: { monthly_budget_cents: 1 }, invalidBody: { monthly_budget_cents: -5 } },
  { method: 'POST', path: ({ agent }) => `/api/v1/agents/${agent}/services`, accepts: ['session', 'pat'], role: 'admin', body: { operation: 'chat.send' }, invalidBody: { operation: 'chat.send', daily_limit: 'many' } },
  { method: 'GET', path: ({ agent }) => `/api/v1/agents/${agent}/services`, accepts: ['session', 'pat'], role: 'member' },
  { method: 'DELETE', path: ({ agent }) => `/api/v1/agents/${agent}/services/web_search.search`, accepts: ['session', 'pat'], role: 'admin' },
];

let app: TestApp;
let owner: TestUser;
let member: TestUser;
let ownerToken: string;
let deadToken: string;
let agentKey: string;
let signedOut: string;
let stranger: { user: TestUser; token: string };
const ids = { agent: '', token: '' };

beforeAll(async () => {
  app = await startTestApp();
  owner = await signup(app);
  member = await addMember(app, owner.session.organization.id, 'member');
  ownerToken = await mintToken(app, owner);
  const created = await createAgent(app, { bearer: ownerToken }, { name: 'Guarded' });
  ids.agent = created.agent.id;
  agentKey = created.api_key;
  await call(app, 'POST', `/api/v1/agents/${ids.agent}/services`, { as: { bearer: ownerToken }, body: { operation: 'web_search.search' } });
  const token = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: owner.cookie }, body: { name: 'target' } });
  ids.token = token.body.id;

  deadToken = await mintToken(app, owner, 'dead');
  const dead = await app.db.prisma.personalToken.findFirstOrThrow({ where: { name: 'dead' } });
  await call(app, 'DELETE', `/api/v1/personal-tokens/${dead.id}`, { as: { cookie: owner.cookie } });
  const leaving = await signup(app);
  await call(app, 'POST', '/api/v1/auth/logout', { as: { cookie: leaving.cookie } });
  signedOut = leaving.cookie;

  const strangerUser = await signup(app);
  stranger = { user: strangerUser, token: await mintToken(app, strangerUser) };
});
afterAll(() => app.close());

const name = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path({ agent: '{id}', token: '{id}' })}`;

async function expectError(endpoint: Endpoint, as: Credential, status: number, code: string, body = endpoint.body) {
  const result = await call<ErrorEnvelope>(app, endpoint.method, endpoint.path(ids), { as, body });
  expect(result.status, `${name(endpoint)}: ${result.raw}`).toBe(status);
  expect(result.body.error.code).toBe(code);
}

describe.each(ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))('%s', (_name, endpoint) => {
  it('answers 401 without a credential, with a deleted token and with a signed-out session', async () => {
    await expectError(endpoint, undefined, 401, 'unauthorized');
    await expectError(endpoint, { bearer: deadToken }, 401, 'unauthorized');
    await expectError(endpoint, { cookie: signedOut }, 401, 'unauthorized');
  });

  it('answers 403 to an agent key: agent keys never manage', async () => {
    await expectError(endpoint, { bearer: agentKey }, 403, 'forbidden');
  });

  if (!endpoint.accepts.includes('pat')) {
    it('answers 403 to a personal token: browser session only', async () => {
      await expectError(endpoint, { bearer: ownerToken }, 403, 'forbidden');
    });
  }

  if (endpoint.role === 'admin') {
    it('answers 403 to a member', async () => {
      await expectError(endpoint, { cookie: member.cookie }, 403, 'forbidden');
    });
  }

  if (/\/(A|T)(\/|$)/.test(endpoint.path({ agent: 'A', token: 'T' }))) {
    it("answers 404, never 403, to another organization's caller", async () => {
      const as = endpoint.accepts.includes('pat') ? { bearer: stranger.token } : { cookie: stranger.user.cookie };
      await expectError(endpoint, as, 404, 'not_found');
    });
  }

  if (endpoint.invalidBody !== undefined) {
    it('answers 400 to an invalid body', async () => {
      const as = endpoint.accepts.includes('pat') ? { bearer: ownerToken } : { cookie: owner.cookie };
      await expectError(endpoint, as, 400, 'invalid_request', endpoint.invalidBody);
    });
  }
});

describe('after every refusal', () => {
  it('nothing changed', async () => {
    const agent = await call<{ name: string; monthly_budget_cents: number | null }>(app, 'GET', `/api/v1/agents/${ids.agent}`, {
      as: { bearer: ownerToken },
    });
    expect(agent.body).toMatchObject({ name: 'Guarded', monthly_budget_cents: null });
    expect(await keyStatusOf(agentKey)).toBe(403);
    const services = await call<{ data: { operation: string }[] }>(app, 'GET', `/api/v1/agents/${ids.agent}/services`, { as: { bearer: ownerToken } });
    expect(services.body.data.map((binding) => binding.operation)).toEqual(['web_search.search']);
    const tokens = await call<{ data: { id: string; enabled: boolean }[] }>(app, 'GET', '/api/v1/personal-tokens', { as: { cookie: owner.cookie } });
    expect(tokens.body.data.find((token) => token.id === ids.token)?.enabled).toBe(true);
    const count = await call<{ data: unknown[] }>(app, 'GET', '/api/v1/agents', { as: { bearer: ownerToken } });
    expect(count.body.data).toHaveLength(2);
  });
});

async function keyStatusOf(key: string): Promise<number> {
  return (await call(app, 'GET', '/api/v1/agents', { as: { bearer: key } })).status;
}
