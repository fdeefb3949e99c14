import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/http/security-headers.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { useTestApp } from '../support/app.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';

const app = useTestApp();

function expectEnvelope(response: RawResponse, status: number): ErrorEnvelope['error'] {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers.connection).toBe('close');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name.toLowerCase()], name).toBe(value);
  const { error } = JSON.parse(response.body) as ErrorEnvelope;
  expect(error).toMatchObject({ code: 'invalid_request', request_id: response.headers['x-request-id'] });
  expect(error.request_id).toMatch(/^req_/);
  return error;
}

describe('what Node refuses before the app sees a request', () => {
  it('answers a request line that is not HTTP with 400 in the envelope', async () => {
    const error = expectEnvelope(await rawRequest(app.baseUrl, 'NOT HTTP AT ALL\r\n\r\n'), 400);
    expect(error.message).toBe('The request is not valid HTTP');
  });

  it('answers a malformed header with 400 in the envelope', async () => {
    expectEnvelope(await rawRequest(app.baseUrl, 'GET /api/v1/health HTTP/1.1\r\nHost: proctor.test\r\nBad Header\r\n\r\n'), 400);
  });

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const request = `GET /api/v1/health HTTP/1.1\r\nHost: proctor.test\r\nX-Padding: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    const error = expectEnvelope(await rawRequest(app.baseUrl, request), 431);
    expect(error.message).toBe('The request headers are too large');
  });

  it('still serves a well-formed request on a raw connection', async () => {
    const response = await rawRequest(app.baseUrl, 'GET /api/v1/health HTTP/1.1\r\nHost: proctor.test\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(200);
  });
});
