import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { addressRateLimitKey, rateLimitKey } from '../../src/domain/rate-limit/limiter.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, useTestApp, type TestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { call, mintToken, signup, uniqueEmail, type CallResult } from '../support/identity.js';

const AGENTS = '/api/v1/agents';

const limitEnv = (requests: number, windowSeconds = 60) => ({
  PROCTOR_RATE_LIMIT_REQUESTS: String(requests),
  PROCTOR_RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
});

/** A fresh personal token of a fresh user (each credential starts with a full window). */
async function freshToken(app: TestApp): Promise<string> {
  return mintToken(app, await signup(app));
}

const listAgents = (app: TestApp, token: string) => call<ErrorEnvelope>(app, 'GET', AGENTS, { as: { bearer: token } });

async function spend(app: TestApp, token: string, requests: number): Promise<CallResult<ErrorEnvelope>[]> {
  const results: CallResult<ErrorEnvelope>[] = [];
  for (let i = 0; i < requests; i++) results.push(await listAgents(app, token));
  return results;
}

function expectRateLimited(result: CallResult<ErrorEnvelope>, limit: number, windowSeconds: number): void {
  expect(result.status).toBe(429);
  expect(result.body.error.code).toBe('rate_limited');
  expect(result.body.error.message).toBe(
    `This credential is limited to ${limit} requests per ${windowSeconds} s; retry in ${result.headers.get('retry-after')} s`,
  );
  expect(result.body.error.request_id).toBe(result.headers.get('x-request-id'));
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(result.headers.get('ratelimit-remaining')).toBe('0');
}

describe('per-credential rate limit, 5 requests per 60 s', () => {
  const app = useTestApp({ env: limitEnv(5) });

  it('lets requests under the limit pass, with RateLimit-Limit, -Remaining and -Reset', async () => {
    const results = await spend(app, await freshToken(app), 5);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((result) => result.headers.get('ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0']);
    for (const { headers } of results) {
      expect(headers.get('ratelimit-limit')).toBe('5');
      expect(Number(headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      expect(Number(headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    }
  });

  it('answers the (limit+1)-th request with 429 rate_limited and Retry-After', async () => {
    const token = await freshToken(app);
    await spend(app, token, 5);
    expectRateLimited(await listAgents(app, token), 5, 60);
    expectRateLimited(await listAgents(app, token), 5, 60);
  });

  it('counts each credential on its own', async () => {
    const user = await signup(app);
    const first = await mintToken(app, user, 'first');
    const second = await mintToken(app, user, 'second');
    await spend(app, first, 5);
    expect((await listAgents(app, first)).status).toBe(429);

    expect((await listAgents(app, second)).status).toBe(200);
    expect((await call(app, 'GET', AGENTS, { as: { cookie: user.cookie } })).status).toBe(200);
    expect((await listAgents(app, await freshToken(app))).status).toBe(200);
  });

  it('never counts public endpoints against a credential, even an exhausted one', async () => {
    const token = await freshToken(app);
    await spend(app, token, 6);
    for (let i = 0; i < 7; i++) {
      const health = await call(app, 'GET', '/api/v1/health', { as: { bearer: token } });
      expect(health.status).toBe(200);
      expect(health.headers.get('ratelimit-limit')).toBeNull();
      expect((await signup(app)).session.role).toBe('owner');
    }
  });
});

describe('RateLimit-* headers of the address limits (signup, login)', () => {
  const app = useTestApp({ env: { PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: '3', PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: '5', PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: '2' } });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signupFrom = (address: string) =>
    call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/signup', { body: { email: uniqueEmail(), password: 'long enough password' }, headers: from(address) });
  const window = (result: CallResult<unknown>) => ['limit', 'remaining'].map((field) => result.headers.get(`ratelimit-${field}`));

  it('report the counter closest to exhaustion on a signup, and the refusing one on its 429 with Retry-After', async () => {
    const first = await signupFrom('198.51.100.1');
    expect(first.status).toBe(201);
    expect(window(first)).toEqual(['3', '2']);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    await signupFrom('198.51.100.1');
    await signupFrom('198.51.100.2');
    await signupFrom('198.51.100.2');
    // This address has 2 left, the server none: the server-wide window is reported.
    const fifth = await signupFrom('198.51.100.3');
    expect(fifth.status).toBe(201);
    expect(window(fifth)).toEqual(['5', '0']);
    const refused = await signupFrom('198.51.100.4');
    expect(refused.status).toBe(429);
    expect(window(refused)).toEqual(['5', '0']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('are sent on a failed login (401) as on a refused one (429)', async () => {
    const login = () => call<ErrorEnvelope>(app, 'POST', '/api/v1/auth/login', { body: { email: uniqueEmail(), password: 'not the password' }, headers: from('198.51.100.9') });
    const failed = await login();
    expect(failed.status).toBe(401);
    expect(window(failed)).toEqual(['2', '1']);
    await login();
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(window(refused)).toEqual(['2', '0']);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('the served OpenAPI document', () => {
  const app = useTestApp();

  it('declares RateLimit-Limit, -Remaining and -Reset on every 2xx and 4xx of each operation that answers 429, and Retry-After on its 429', async () => {
    const { body: document } = await call<{ paths: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>> }>(app, 'GET', '/api/v1/openapi.json');
    const limited = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) => (operation.responses?.['429'] ? [{ name: `${method} ${path}`, responses: operation.responses }] : [])),
    );
    expect(limited.map(({ name }) => name)).toEqual(expect.arrayContaining(['get /v1/agents', 'post /v1/auth/signup', 'post /v1/auth/login']));
    const missing = limited.flatMap(({ name, responses }) =>
      Object.entries(responses).flatMap(([status, response]) => {
        const expected = /^[24]/.test(status) ? ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', ...(status === '429' ? ['Retry-After'] : [])] : [];
        return expected.filter((header) => !response.headers?.[header]).map((header) => `${name} ${status} ${header}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});

describe('rate-limit counters in PostgreSQL', () => {
  it('are shared by two instances on the same database: the budget is spent once', async () => {
    const databaseUrl = await createMigratedDatabase();
    const first = await startTestApp({ db: connectDatabase(databaseUrl), env: limitEnv(6) });
    const second = await startTestApp({ db: connectDatabase(databaseUrl), env: limitEnv(6) });
    try {
      const token = await freshToken(first);
      const results: CallResult<ErrorEnvelope>[] = [];
      for (let i = 0; i < 6; i++) results.push(await listAgents(i % 2 === 0 ? first : second, token));
      expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(results.map((result) => result.headers.get('ratelimit-remaining'))).toEqual(['5', '4', '3', '2', '1', '0']);

      expectRateLimited(await listAgents(first, token), 6, 60);
      expectRateLimited(await listAgents(second, token), 6, 60);
      const rows = await first.db.prisma.rateLimit.findMany();
      expect(rows.filter((row) => /pat:pat_/.test(row.key))).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('count concurrent requests atomically: 25 at once against a limit of 10 let exactly 10 through', async () => {
    const app = await startTestApp({ env: limitEnv(10) });
    try {
      const token = await freshToken(app);
      const results = await Promise.all(Array.from({ length: 25 }, () => listAgents(app, token)));
      expect(results.filter((result) => result.status === 200)).toHaveLength(10);
      const refused = results.filter((result) => result.status === 429);
      expect(refused).toHaveLength(15);
      for (const result of refused) expect(result.body.error.code).toBe('rate_limited');
    } finally {
      await app.close();
    }
  });

  it('start over when the window ends', async () => {
    const app = await startTestApp({ env: limitEnv(2, 1) });
    try {
      const token = await freshToken(app);
      await spend(app, token, 2);
      const refused = await listAgents(app, token);
      expectRateLimited(refused, 2, 1);
      expect(refused.headers.get('retry-after')).toBe('1');

      await sleep(1_100);
      const passed = await listAgents(app, token);
      expect(passed.status).toBe(200);
      expect(passed.headers.get('ratelimit-remaining')).toBe('1');
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('defaults to 600 requests per 60 s', async () => {
    const app = await startTestApp();
    try {
      const result = await listAgents(app, await freshToken(app));
      expect(result.status).toBe(200);
      expect(result.headers.get('ratelimit-limit')).toBe('600');
      expect(result.headers.get('ratelimit-remaining')).toBe('599');
    } finally {
      await app.close();
    }
  });

  it('PROCTOR_RATE_LIMIT_REQUESTS=0 disables limiting and never touches the counters', async () => {
    const app = await startTestApp({ env: limitEnv(0, 1) });
    try {
      const token = await freshToken(app);
      const results = await Promise.all(Array.from({ length: 30 }, () => listAgents(app, token)));
      expect(results.every((result) => result.status === 200)).toBe(true);
      expect(results.every((result) => result.headers.get('ratelimit-limit') === null)).toBe(true);
      expect(await app.db.prisma.rateLimit.count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('rateLimitKey', () => {
  it('names the credential, not the user or organization', () => {
    const user = { orgId: 'org_1', workspaceId: 'wsp_1', userId: 'usr_1', role: 'owner' } as const;
    expect(rateLimitKey({ kind: 'pat', ...user, permissions: [], tokenId: 'pat_1' })).toBe('pat:pat_1');
    expect(rateLimitKey({ kind: 'session', ...user, permissions: [], sessionId: 'ses_1' })).toBe('session:ses_1');
    expect(rateLimitKey({ kind: 'agent', orgId: 'org_1', workspaceId: 'wsp_1', agentId: 'agt_1', mode: 'live', keyId: 'key_1' })).toBe('agent:key_1');
  });
});

describe('addressRateLimitKey', () => {
  it('names an IPv4 client by its address, an IPv4-mapped one alike, and an IPv6 one by its /64', () => {
    expect(addressRateLimitKey('203.0.113.5')).toBe('address:203.0.113.5');
    expect(addressRateLimitKey('::ffff:203.0.113.5')).toBe('address:203.0.113.5');
    expect(addressRateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('address:2001:db8:1:2::/64');
    expect(addressRateLimitKey('2001:db8:1:2::1')).toBe(addressRateLimitKey('2001:db8:1:2:ffff::9'));
    expect(addressRateLimitKey('2001:db8:1:3::1')).not.toBe(addressRateLimitKey('2001:db8:1:2::1'));
  });
});
