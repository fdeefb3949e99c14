import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { startTestApp, type TestApp } from '../support/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PROCTOR_MAX_BODY_BYTES: '1024' } });
});
afterAll(() => app.close());

async function expectEnvelope(response: Response, status: number, code: string): Promise<ErrorEnvelope['error']> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const requestId = response.headers.get('x-request-id');
  const body = (await response.json()) as ErrorEnvelope;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.request_id).toBe(requestId);
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+\.(ts|js):\d+/);
  return body.error;
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe('the error envelope', () => {
  it('answers an unknown route with not_found', async () => {
    const error = await expectEnvelope(await app.request('/api/v1/nothing-here'), 404, 'not_found');
    expect(error.message).toContain('/api/v1/nothing-here');
  });

  it('answers an unknown path outside the API with not_found, never HTML', async () => {
    await expectEnvelope(await app.request('/favicon.ico'), 404, 'not_found');
  });

  it('answers malformed JSON with invalid_request', async () => {
    const error = await expectEnvelope(await app.request('/api/v1/agent-docs', json('{"operation": ')), 400, 'invalid_request');
    expect(error.message).toMatch(/^Malformed JSON body/);
  });

  it('answers an oversize body with 413 invalid_request', async () => {
    const error = await expectEnvelope(
      await app.request('/api/v1/agent-docs', json(JSON.stringify({ padding: 'x'.repeat(2048) }))),
      413,
      'invalid_request',
    );
    expect(error.message).toContain('1024 bytes');
  });

  it('answers a method the route does not have with 405 and Allow', async () => {
    const response = await app.request('/api/v1/ready', { method: 'PATCH' });
    expect(response.headers.get('allow')).toBe('GET');
    await expectEnvelope(response, 405, 'method_not_allowed');
  });
});

describe('X-Request-Id', () => {
  it('is on every response, success and error alike, and unique', async () => {
    const a = await app.request('/api/v1/health');
    const b = await app.request('/api/v1/nothing');
    expect(a.headers.get('x-request-id')).toMatch(/^req_/);
    expect(b.headers.get('x-request-id')).toMatch(/^req_/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it("keeps the caller's well-formed id and replaces a malformed one", async () => {
    const kept = await app.request('/api/v1/health', { headers: { 'x-request-id': 'trace-123.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123.abc');
    const replaced = await app.request('/api/v1/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_/);
  });
});
