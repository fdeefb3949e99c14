/** A call that gets no answer says where it went and what to check (the real fetch, no mock server). */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Proctor, ProctorError } from '../../src/index.js';
import { unreachableMessage } from '../../src/core/http.js';

/** A port nothing listens on: bound by the system, then closed again, as when the server is not started. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('network errors', () => {
  it('a refused connection names the URL tried and asks whether the server is running', async () => {
    const port = await closedPort();
    const client = new Proctor({ baseURL: `http://127.0.0.1:${port}`, agentKey: 'agent_key_test_x', maxRetries: 0, logLevel: 'off' });
    const error = (await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'q' } }).catch((e: unknown) => e)) as ProctorError;
    expect(error).toBeInstanceOf(ProctorError);
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`proctor: could not reach http://127.0.0.1:${port}/api/v1/service-requests (connection refused) — is the Proctor server running?`);
  });

  it('an unknown host, and a reset after connecting, in the same words as the Python SDK', () => {
    const dns = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND nope.invalid'), { code: 'ENOTFOUND' }) });
    expect(unreachableMessage('http://nope.invalid/api/v1/balance?x=1', dns)).toBe(
      'proctor: could not reach http://nope.invalid/api/v1/balance (name or service not known) — is the Proctor server running?',
    );
    const reset = new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    expect(unreachableMessage('http://h/api/v1/balance', reset)).toBe('proctor: no answer from http://h/api/v1/balance (connection reset by peer)');
  });

  it('names the full path /api/v1/… where a credential is missing', async () => {
    const client = new Proctor({ baseURL: 'http://127.0.0.1:1', logLevel: 'off' });
    await expect(client.balance.retrieve()).rejects.toMatchObject({ code: 'missing_credential', message: expect.stringMatching(/^GET \/api\/v1\/balance needs /) });
  });
});
