import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../../src/http/json-body.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { publicProcedure, router } from '../../src/trpc/init.js';
import { madeBeforeAll, useTestApp } from '../support/app.js';
import { call, createAgent, useOwnerWithToken, type Credential } from '../support/identity.js';
import { captureLogs } from '../support/logs.js';
import { rawRequest } from '../support/raw-http.js';

/** A JSON object nesting `depth` levels of objects, the body itself the first: {"a":{"a":…{}…}}. */
const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

const { logger, lines } = captureLogs('info');
const app = useTestApp({ logger });
const owner = useOwnerWithToken(app);
const agent = madeBeforeAll(async () => ({ key: (await createAgent(app, { bearer: owner.token })).api_key }));

/** A dispatch (an agent's route) sent with `body` as it is. */
function dispatch(body: string, as: Credential) {
  return app.request('/api/v1/service-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(as && 'bearer' in as ? { authorization: `Bearer ${as.bearer}` } : {}) },
    body,
  });
}

const errorOf = async (response: Response) => ((await response.json()) as ErrorEnvelope).error;

describe('a JSON body nested too deeply', () => {
  it.each([1_800, 100_000])('is refused at %i levels with 400 invalid_request, before authentication, with no stack trace logged', async (depth) => {
    for (const as of [undefined, { bearer: agent.key }]) {
      const response = await dispatch(nested(depth), as);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_request');
      expect(error.message).toContain(`${MAX_JSON_DEPTH} levels`);
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.join('')).not.toMatch(/Maximum call stack|RangeError/);
  });

  it('counts arrays and objects alike, and never brackets inside strings', async () => {
    const arrays = `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect((await dispatch(arrays, undefined)).status).toBe(400);
    const quoted = JSON.stringify({ text: `\\"${'[{'.repeat(5_000)}` });
    expect((await dispatch(quoted, undefined)).status).toBe(401);
  });

  it(`lets a body of ${MAX_JSON_DEPTH} levels through to authentication, and refuses one more`, async () => {
    expect((await dispatch(nested(MAX_JSON_DEPTH), undefined)).status).toBe(401);
    expect((await dispatch(nested(MAX_JSON_DEPTH + 1), undefined)).status).toBe(400);
  });
});

describe('a body over the size limit', () => {
  const head = (headers: string) => `POST /api/v1/service-requests HTTP/1.1\r\nHost: proctor.test\r\nContent-Type: application/json\r\n${headers}\r\n`;

  it('is refused from its Content-Length, with 413 in the envelope, before a byte of it is sent', async () => {
    const response = await rawRequest(app.baseUrl, head(`Content-Length: ${50 * app.config.PROCTOR_MAX_BODY_BYTES}\r\n`));
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect((JSON.parse(response.body) as ErrorEnvelope).error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining(`${app.config.PROCTOR_MAX_BODY_BYTES} bytes`) });
  });

  it('is refused in chunks as soon as it passes the limit, the rest never awaited', async () => {
    const size = app.config.PROCTOR_MAX_BODY_BYTES + 1;
    const response = await rawRequest(app.baseUrl, `${head('Transfer-Encoding: chunked\r\n')}${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect((JSON.parse(response.body) as ErrorEnvelope).error.code).toBe('invalid_request');
  });
});

describe('what a JSON body must be', () => {
  it('is uncompressed (415)', async () => {
    const result = await call(app, 'POST', '/api/v1/service-requests', { body: {}, headers: { 'content-encoding': 'gzip' } });
    expect(result.status).toBe(415);
  });

  it('is UTF-8, declared or not (415 for another charset, 400 for bytes that are not UTF-8)', async () => {
    const utf16 = await call(app, 'POST', '/api/v1/service-requests', { body: {}, headers: { 'content-type': 'application/json; charset=utf-16' } });
    expect(utf16.status).toBe(415);
    const declared = await call(app, 'POST', '/api/v1/service-requests', { body: {}, headers: { 'content-type': 'application/json; charset="UTF-8"' } });
    expect(declared.status).toBe(401);
    const latin1 = await app.request('/api/v1/service-requests', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"a":"caf\xe9"}', 'latin1') });
    expect(latin1.status).toBe(400);
    expect((await errorOf(latin1)).message).toBe('The request body is not valid UTF-8');
  });
});

describe('a body at the depth limit', () => {
  const echo = useTestApp({
    router: router({
      echo: publicProcedure
        .meta({ openapi: { method: 'POST', path: '/v1/echo', protect: false } })
        .input(z.object({ a: z.unknown() }))
        .output(z.object({ a: z.unknown() }))
        .mutation(({ input }) => input),
    }),
  });

  it('reaches the procedure whole', async () => {
    const body = nested(MAX_JSON_DEPTH);
    const response = await echo.request('/api/v1/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(body));
  });
});
