import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/outage.js';
import { ERROR_DETAILS_MAX_ITEMS } from '../../src/domain/bounded.js';
import { DomainError } from '../../src/domain/errors.js';
import { toApiError, type ErrorEnvelope } from '../../src/trpc/errors.js';
import { useTestApp } from '../support/app.js';

const app = useTestApp({ env: { PROCTOR_MAX_BODY_BYTES: '1024' } });

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

  // Found by the API fuzzer: PostgreSQL stores neither, and the database's refusal was a 500.
  it('refuses text holding U+0000 or a lone surrogate with invalid_request naming the field', async () => {
    const nul = await expectEnvelope(
      await app.request('/api/v1/auth/login', json('{"email":"a\\u0000b@example.test","password":"long enough"}')),
      400,
      'invalid_request',
    );
    expect(nul.details).toEqual([{ path: 'email', message: expect.stringContaining('U+0000'), code: 'invalid_string' }]);
    const surrogate = await expectEnvelope(
      await app.request('/api/v1/auth/login', json('{"email":"a@example.test","password":"\\ud800 long enough"}')),
      400,
      'invalid_request',
    );
    expect(surrogate.details?.[0]?.path).toBe('password');
    const inQuery = await expectEnvelope(await app.request('/api/v1/personal-tokens?cursor=a%00b'), 400, 'invalid_request');
    expect(inQuery.details?.[0]?.path).toBe('cursor');
  });

  it('answers a method the route does not have with 405 and Allow', async () => {
    const response = await app.request('/api/v1/ready', { method: 'PATCH' });
    expect(response.headers.get('allow')).toBe('GET');
    await expectEnvelope(response, 405, 'method_not_allowed');
  });
});

describe('the details of a 400', () => {
  it('are at most ERROR_DETAILS_MAX_ITEMS, as the document says, however many problems a domain rule found', () => {
    const problems = Array.from({ length: 498 }, (_, index) => ({ path: `edges.${index}`, message: 'The edge A → B is given twice' }));
    const { error } = toApiError(new DomainError('invalid_request', 'The workflow has 498 problem(s)', problems));
    expect(error.details).toHaveLength(ERROR_DETAILS_MAX_ITEMS);
    expect(error.details?.[0]).toEqual(problems[0]);
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

describe('a database that cannot be reached', () => {
  // The shapes seen with PostgreSQL stopped under load (test/faults/database-restart.test.ts runs it for real).
  const outages = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }),
    Object.assign(new Error("Can't reach database server"), { code: 'P1001' }),
    Object.assign(new Error('Raw query failed'), { code: 'P2010', meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } } }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('Connection terminated unexpectedly'),
    new Error('wrapped', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }),
    // Prisma's interactive transaction on a saturated pool (no connection within maxWait, or expired while waiting).
    Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { code: 'P2028' }),
  ];

  it.each(outages.map((error) => [error.message, error]))('is 503 service_unavailable with Retry-After: %s', (_message, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const { error: apiError } = toApiError(error);
    expect(apiError).toMatchObject({ status: 503, code: 'service_unavailable', headers: { 'Retry-After': '5' } });
    expect(apiError.message).not.toContain('127.0.0.1');
  });

  it('leaves other database errors and bugs as 500 internal_error', () => {
    for (const error of [Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }), new TypeError('x is undefined'), 'a string']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toApiError(error).error).toMatchObject({ status: 500, code: 'internal_error' });
    }
  });
});
