import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BASE_URL, Proctor } from '../../src/index.js';

afterEach(() => vi.unstubAllEnvs());

describe('client options', () => {
  it('falls back to PROCTOR_AGENT_KEY, PROCTOR_TOKEN and PROCTOR_BASE_URL', () => {
    vi.stubEnv('PROCTOR_AGENT_KEY', 'agent_key_test_env');
    vi.stubEnv('PROCTOR_TOKEN', 'service_pat_live_env');
    vi.stubEnv('PROCTOR_BASE_URL', 'https://proctor.example.com/');
    const client = new Proctor();
    expect(client.agentKey).toBe('agent_key_test_env');
    expect(client.token).toBe('service_pat_live_env');
    expect(client.baseURL).toBe('https://proctor.example.com');
  });

  it('explicit value beats environment beats default', () => {
    vi.stubEnv('PROCTOR_AGENT_KEY', 'agent_key_test_env');
    vi.stubEnv('PROCTOR_TOKEN', 'service_pat_live_env');
    vi.stubEnv('PROCTOR_BASE_URL', 'https://env.example.com');
    const client = new Proctor({ agentKey: 'agent_key_live_explicit', token: 'service_pat_live_explicit', baseURL: 'http://localhost:9000' });
    expect(client.agentKey).toBe('agent_key_live_explicit');
    expect(client.token).toBe('service_pat_live_explicit');
    expect(client.baseURL).toBe('http://localhost:9000');
  });

  it('uses the defaults when neither is set; null opts out of the environment', () => {
    vi.stubEnv('PROCTOR_AGENT_KEY', '');
    vi.stubEnv('PROCTOR_TOKEN', 'service_pat_live_env');
    vi.stubEnv('PROCTOR_BASE_URL', '');
    const client = new Proctor({ token: null });
    expect(client.agentKey).toBeUndefined();
    expect(client.token).toBeUndefined();
    expect(client.baseURL).toBe(DEFAULT_BASE_URL);
    expect(client.maxRetries).toBe(2);
    expect(client.timeout).toBe(60_000);
  });

  it('accepts a base URL with /api or /api/v1 and drops it', () => {
    expect(new Proctor({ baseURL: 'http://h:1/api/v1/' }).baseURL).toBe('http://h:1');
    expect(new Proctor({ baseURL: 'http://h:1/api' }).baseURL).toBe('http://h:1');
    expect(new Proctor({ baseURL: 'https://h/proctor/' }).baseURL).toBe('https://h/proctor');
  });

  it.each([
    [{ baseURL: 'not a url' }, /baseURL/],
    [{ baseURL: 'ftp://h' }, /http or https/],
    [{ baseURL: 'http://h/?x=1' }, /query/],
    [{ maxRetries: -1 }, /maxRetries/],
    [{ maxRetries: 1.5 }, /maxRetries/],
    [{ timeout: 0 }, /timeout/],
    [{ timeout: Number.POSITIVE_INFINITY }, /timeout/],
    [{ agentKey: 'service_pat_live_abc' }, /agentKey/],
    [{ agentKey: 'sk-123' }, /agentKey/],
    [{ token: 'agent_key_live_abc' }, /token/],
    [{ fetch: 'nope' as unknown as typeof fetch }, /fetch/],
    [{ logLevel: 'loud' as never }, /logLevel/],
    [{ logger: {} as never }, /logger/],
  ])('rejects invalid options at construction: %o', (options, message) => {
    expect(() => new Proctor(options)).toThrow(TypeError);
    expect(() => new Proctor(options)).toThrow(message);
  });

  it('rejects an invalid value from the environment too', () => {
    vi.stubEnv('PROCTOR_BASE_URL', 'localhost:8787');
    expect(() => new Proctor()).toThrow(/baseURL/);
  });

  it('withOptions copies the client with changes', () => {
    const a = new Proctor({ agentKey: 'agent_key_test_a', token: 'service_pat_live_t', maxRetries: 4, baseURL: 'http://h' });
    const b = a.withOptions({ agentKey: 'agent_key_live_b' });
    expect(b.agentKey).toBe('agent_key_live_b');
    expect(b.token).toBe('service_pat_live_t');
    expect(b.maxRetries).toBe(4);
    expect(b.baseURL).toBe('http://h');
  });

  it('withOptions keeps every option it does not change: timeout, fetch, logger, logLevel, onRetry', async () => {
    const lines: string[] = [];
    const logger = { debug: (m: string) => lines.push(m), info: (m: string) => lines.push(m), warn: () => {}, error: () => {} };
    const retries: number[] = [];
    let calls = 0;
    const fetch = (async () => {
      calls += 1;
      return calls === 1 ? new Response('{}', { status: 503 }) : Response.json({ id: 'agt_01' });
    }) as typeof globalThis.fetch;
    const a = new Proctor({ token: 'service_pat_live_t', baseURL: 'http://h', timeout: 5_000, fetch, logger, logLevel: 'debug', onRetry: (i) => retries.push(i.retry) });
    const b = a.withOptions({ maxRetries: 1 });
    expect(b).toBeInstanceOf(Proctor);
    expect(b.timeout).toBe(5_000);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await expect(b.agents.retrieve('agt_01')).resolves.toEqual({ id: 'agt_01' });
    expect(calls).toBe(2);
    expect(retries).toEqual([1]);
    expect(lines.some((l) => l.startsWith('proctor → GET http://h/api/v1/agents/agt_01'))).toBe(true);
    vi.restoreAllMocks();
  });

  it('browserSession sends session operations with no bearer credential, and keeps it through withOptions', async () => {
    const sent: Headers[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ data: [], next_cursor: null });
    }) as typeof globalThis.fetch;
    const page = new Proctor({ baseURL: 'http://h', browserSession: true, fetch }).withOptions({ maxRetries: 0 });
    await page.approvals.list();
    expect(sent[0]!.has('authorization')).toBe(false);
    // An operation that takes no session still needs its own credential.
    await expect(page.agents.me()).rejects.toMatchObject({ code: 'missing_credential' });
    await expect(new Proctor({ baseURL: 'http://h', fetch }).approvals.list()).rejects.toMatchObject({ code: 'missing_credential' });
  });

  it('rejects a browserSession that is not a boolean', () => {
    expect(() => new Proctor({ browserSession: 'yes' as never })).toThrow(/browserSession must be a boolean/);
  });

  it('calls the global fetch as a function of the global object, as a browser requires', async () => {
    // A browser's fetch called as another object's method throws "Illegal invocation".
    const strictFetch = vi.fn(function (this: unknown) {
      if (this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(Response.json({ data: [], next_cursor: null }));
    });
    vi.stubGlobal('fetch', strictFetch);
    try {
      await new Proctor({ baseURL: 'http://h', browserSession: true }).approvals.list();
      expect(strictFetch).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
