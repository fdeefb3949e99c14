import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Proctor, ProctorError, type Logger, type RetryInfo } from '../../src/index.js';
import { mockServer, seededRandom, settle, UUID_V4 } from '../helpers.js';

const BASE = 'http://proctor.test';
const server = mockServer();

const AGENT = 'agent_key_test_secretsecret';
const TOKEN = 'service_pat_live_secretsecret';
const client = (options: ConstructorParameters<typeof Proctor>[0] = {}) =>
  new Proctor({ baseURL: BASE, agentKey: AGENT, token: TOKEN, logLevel: 'off', ...options });
const dispatch = { operation: 'web_search.search', payload: { query: 'q' } } as const;
const sr = { id: 'sr_1', agent_id: 'a', status: 'executed', operation: 'web_search.search', mode: 'test', result: { results: [] }, cost_cents: 0, created_at: 'x' };
const fake = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(1));
};

describe('overall timeout', () => {
  it('covers every attempt and wait: a hanging server ends in kind network, code timeout, at the deadline', async () => {
    fake();
    let attempts = 0;
    server.use(
      http.get(`${BASE}/api/v1/balance`, async () => {
        attempts += 1;
        if (attempts < 3) return HttpResponse.json({}, { status: 503 });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { error } = await settle(client({ timeout: 5000 }).balance.retrieve());
    expect(error).toBeInstanceOf(ProctorError);
    expect(error).toMatchObject({ kind: 'network', code: 'timeout', attempts: 3 });
    expect(Date.now()).toBeGreaterThanOrEqual(5000);
    expect(Date.now()).toBeLessThan(5100);
  });

  it('covers the body read: a body that never ends times out', async () => {
    fake();
    server.use(
      http.get(`${BASE}/api/v1/balance`, () => {
        const stream = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"balance_cents":'));
          },
        });
        return new HttpResponse(stream, { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { error } = await settle(client({ timeout: 2000, maxRetries: 0 }).balance.retrieve());
    expect(error).toMatchObject({ kind: 'network', code: 'timeout' });
    expect(Date.now()).toBeLessThan(2100);
  });

  it('does not wait past the deadline: a backoff longer than the time left ends the call with the last error', async () => {
    fake();
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    server.use(http.get(`${BASE}/api/v1/balance`, () => HttpResponse.json({ error: { code: 'service_unavailable', message: 'down', request_id: 'r' } }, { status: 503 })));
    const { error } = await settle(client({ timeout: 400, maxRetries: 2 }).balance.retrieve());
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 1 });
    expect(Date.now()).toBeLessThan(50);
  });

  it('a per-call timeout and maxRetries override the client’s', async () => {
    fake();
    let attempts = 0;
    server.use(http.get(`${BASE}/api/v1/balance`, () => { attempts += 1; return HttpResponse.json({}, { status: 502 }); }));
    const { error } = await settle(client({ maxRetries: 5 }).balance.retrieve({}, { maxRetries: 1 }));
    expect(error).toMatchObject({ status: 502, attempts: 2 });
    expect(attempts).toBe(2);
  });
});

describe('AbortSignal', () => {
  it('an already aborted signal sends nothing', async () => {
    let attempts = 0;
    server.use(http.get(`${BASE}/api/v1/balance`, () => { attempts += 1; return HttpResponse.json({}); }));
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(client().balance.retrieve({}, { signal: controller.signal })).rejects.toThrow('stop');
    expect(attempts).toBe(0);
  });

  it('aborts during the backoff wait, rejecting with the signal’s reason', async () => {
    fake();
    let attempts = 0;
    server.use(http.get(`${BASE}/api/v1/balance`, () => { attempts += 1; return HttpResponse.json({}, { status: 429, headers: { 'retry-after': '10' } }); }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 1000);
    const { error } = await settle(client().balance.retrieve({}, { signal: controller.signal }));
    expect((error as Error).message).toBe('cancelled');
    expect(attempts).toBe(1);
    expect(Date.now()).toBeLessThan(1100);
  });

  it('aborts an attempt in flight', async () => {
    fake();
    server.use(http.get(`${BASE}/api/v1/balance`, async () => { await delay('infinite'); return HttpResponse.json({}); }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 300);
    const { error } = await settle(client().balance.retrieve({}, { signal: controller.signal }));
    expect((error as Error).message).toBe('cancelled');
  });
});

describe('Idempotency-Key', () => {
  it('one new UUID v4 per logical dispatch, reused on every retry', async () => {
    fake();
    const keys: string[] = [];
    server.use(
      http.post(`${BASE}/api/v1/service-requests`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key')!);
        return keys.length % 3 === 0 ? HttpResponse.json(sr) : HttpResponse.json({}, { status: 503 });
      }),
    );
    const c = client();
    await settle(c.serviceRequests.create(dispatch));
    await settle(c.serviceRequests.create(dispatch));
    expect(keys).toHaveLength(6);
    expect(keys[0]).toMatch(UUID_V4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[0]).not.toBe(keys[3]);
  });

  it('sends X-Delegated-Task from delegatedTaskId, and none without it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/api/v1/service-requests`, ({ request }) => {
        seen.push(request.headers.get('x-delegated-task'));
        return HttpResponse.json(sr);
      }),
    );
    await client().serviceRequests.create(dispatch, { delegatedTaskId: 'tsk_01' });
    await client().serviceRequests.createAndWait(dispatch, { delegatedTaskId: 'tsk_02' });
    await client().serviceRequests.create(dispatch);
    expect(seen).toEqual(['tsk_01', 'tsk_02', null]);
  });

  it('withResponse() reports the key, request id, attempts and the raw Response', async () => {
    server.use(http.post(`${BASE}/api/v1/service-requests`, () => HttpResponse.json(sr, { headers: { 'x-request-id': 'req_abc' } })));
    const { data, response, requestId, idempotencyKey, attempts } = await client()
      .serviceRequests.create(dispatch, { idempotencyKey: 'mine-1' })
      .withResponse();
    expect(data.status).toBe('executed');
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get('x-request-id')).toBe('req_abc');
    expect(requestId).toBe('req_abc');
    expect(idempotencyKey).toBe('mine-1');
    expect(attempts).toBe(1);
  });
});

describe('onRetry', () => {
  it('is called before each wait with what happened; the call’s hook wins over the client’s', async () => {
    fake();
    let n = 0;
    server.use(http.get(`${BASE}/api/v1/usage`, () => (++n < 3 ? HttpResponse.json({}, { status: n === 1 ? 502 : 429, headers: { 'retry-after': '1' } }) : HttpResponse.json({ ok: 1 }))));
    const clientHook = vi.fn();
    const callHook: RetryInfo[] = [];
    await settle(client({ onRetry: clientHook }).usage.retrieve({}, { onRetry: (i) => callHook.push(i) }));
    expect(clientHook).not.toHaveBeenCalled();
    expect(callHook.map((i) => [i.retry, i.status, i.error.kind])).toEqual([[1, 502, 'http'], [2, 429, 'rate_limited']]);
    expect(callHook[1]!.delayMs).toBe(1000);
    expect(callHook[0]!.delayMs).toBeLessThan(500);
    expect(callHook[0]!.method).toBe('GET');
  });
});

describe('errors', () => {
  it('carry status, code, message, requestId, retryAfter, details, attempts', async () => {
    server.use(
      http.post(`${BASE}/api/v1/agents`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: 'name: Required', request_id: 'req_b', details: [{ path: 'name', message: 'Required', code: 'invalid_type' }] } },
          { status: 400, headers: { 'x-request-id': 'req_h' } },
        ),
      ),
    );
    const error = (await client().agents.create({} as never).catch((e: unknown) => e)) as ProctorError;
    expect(error).toBeInstanceOf(ProctorError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProctorError');
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'invalid_request', message: 'name: Required', requestId: 'req_h', attempts: 1 });
    expect(error.details).toEqual([{ path: 'name', message: 'Required', code: 'invalid_type' }]);
    expect(error.retryAfter).toBeUndefined();
  });

  it('a 429 without retries left carries retryAfter in seconds', async () => {
    server.use(http.get(`${BASE}/api/v1/balance`, () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Limit 600/60s', request_id: 'r' } }, { status: 429, headers: { 'retry-after': '42' } })));
    await expect(client({ maxRetries: 0 }).balance.retrieve()).rejects.toMatchObject({ kind: 'rate_limited', retryAfter: 42, code: 'rate_limited' });
  });

  it('a network error keeps its cause', async () => {
    const failing = vi.fn(async () => { throw new TypeError('fetch failed'); });
    const error = (await client({ fetch: failing as never, maxRetries: 0 }).balance.retrieve().catch((e: unknown) => e)) as ProctorError;
    expect(error).toMatchObject({ kind: 'network', attempts: 1 });
    expect((error.cause as Error).message).toBe('fetch failed');
  });
});

describe('credentials', () => {
  it('dispatch sends the agent key; management sends the token; public endpoints send none', async () => {
    const auth: Record<string, string | null> = {};
    server.use(
      http.all(`${BASE}/api/v1/*`, ({ request }) => {
        auth[`${request.method} ${new URL(request.url).pathname}`] = request.headers.get('authorization');
        return request.url.endsWith('/service-requests') ? HttpResponse.json(sr) : HttpResponse.json({ data: [], next_cursor: null });
      }),
    );
    const c = client();
    await c.serviceRequests.create(dispatch);
    await c.agents.list();
    await c.agentDocs.retrieve();
    await c.serviceRequests.retrieve('sr_1');
    await client({ agentKey: null }).serviceRequests.retrieve('sr_2');
    expect(auth).toEqual({
      'POST /api/v1/service-requests': `Bearer ${AGENT}`,
      'GET /api/v1/agents': `Bearer ${TOKEN}`,
      'GET /api/v1/agent-docs': null,
      'GET /api/v1/service-requests/sr_1': `Bearer ${AGENT}`,
      'GET /api/v1/service-requests/sr_2': `Bearer ${TOKEN}`,
    });
  });

  it('a missing credential fails before sending anything', async () => {
    const c = new Proctor({ baseURL: BASE, agentKey: null, token: null, logLevel: 'off' });
    await expect(c.serviceRequests.create(dispatch)).rejects.toMatchObject({ kind: 'unauthorized', code: 'missing_credential', attempts: 0 });
    await expect(c.auditLogs.verify()).rejects.toMatchObject({ code: 'missing_credential' });
    await expect(c.personalTokens.list()).rejects.toMatchObject({ code: 'missing_credential' });
  });

  it('session-only endpoints send the caller’s cookie and never a bearer token (it would win over the cookie)', async () => {
    let seen: Headers | undefined;
    server.use(http.post(`${BASE}/api/v1/personal-tokens`, ({ request }) => { seen = request.headers; return HttpResponse.json({ id: 'pat_1', token: 'service_pat_live_x' }, { status: 201 }); }));
    await client().personalTokens.create({ name: 'ci' }, { headers: { cookie: 'proctor_session=abc', origin: BASE } });
    expect(seen?.get('authorization')).toBeNull();
    expect(seen?.get('cookie')).toBe('proctor_session=abc');
  });

  it('path parameters are percent-encoded', async () => {
    let path = '';
    server.use(http.delete(`${BASE}/api/v1/agents/:id/services/:op`, ({ request }) => { path = new URL(request.url).pathname; return new HttpResponse(null, { status: 204 }); }));
    await client().agents.bindings.delete('agt/1', 'web_search.search');
    expect(path).toBe('/api/v1/agents/agt%2F1/services/web_search.search');
  });
});

describe('logging', () => {
  it('debug logs every attempt with credentials redacted', async () => {
    fake();
    const lines: string[] = [];
    const logger: Logger = { debug: (...a) => lines.push(JSON.stringify(a)), info: (...a) => lines.push(JSON.stringify(a)), warn: () => {}, error: () => {} };
    let n = 0;
    server.use(http.post(`${BASE}/api/v1/service-requests`, () => (++n === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(sr))));
    await settle(client({ logger, logLevel: 'debug' }).serviceRequests.create(dispatch));
    const text = lines.join('\n');
    expect(text).toContain('POST http://proctor.test/api/v1/service-requests');
    expect(text).toContain('retrying');
    expect(text).toContain('agent_key_test_***');
    expect(text).not.toContain('secretsecret');
  });

  it('logs nothing below the level (default warn)', async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    server.use(http.get(`${BASE}/api/v1/balance`, () => HttpResponse.json({})));
    await new Proctor({ baseURL: BASE, token: TOKEN, logger }).balance.retrieve();
    expect(logger.debug).not.toHaveBeenCalled();
    expect(logger.info).not.toHaveBeenCalled();
  });
});
