import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, type ErrorEnvelope } from '../../src/trpc/errors.js';
import { publicProcedure, router } from '../../src/trpc/init.js';
import { startTestApp, useTestApp } from '../support/app.js';
import { captureLogs } from '../support/logs.js';

// A router of the same construction as the real one, exercising what the platform group does not:
// bodies, path parameters, query coercion, creation status, errors raised by handlers.
const fixtureRouter = router({
  widgets: router({
    create: publicProcedure
      .meta({ openapi: { method: 'POST', path: '/v1/widgets', protect: false }, successStatus: 201 })
      .input(z.object({ name: z.string().min(1), size: z.number().int().positive(), tags: z.array(z.string()).optional() }))
      .output(z.object({ name: z.string(), size: z.number() }))
      .mutation(({ input }) => ({ name: input.name, size: input.size })),
    get: publicProcedure
      .meta({ openapi: { method: 'GET', path: '/v1/widgets/{id}', protect: false } })
      .input(z.object({ id: z.string(), verbose: z.boolean().default(false), limit: z.number().int().max(100).default(10) }))
      .output(z.object({ id: z.string(), verbose: z.boolean(), limit: z.number() }))
      .query(({ input }) => {
        if (input.id === 'missing') throw new ApiError('not_found', 'No widget missing');
        return input;
      }),
    explode: publicProcedure
      .meta({ openapi: { method: 'POST', path: '/v1/widgets/explode', protect: false } })
      .input(z.void())
      .output(z.object({}))
      .mutation(() => {
        throw new Error('connection string postgres://user:hunter2@db/proctor broke');
      }),
  }),
});

let releaseSlow!: () => void;
const slowGate = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});
let slowFinished = false;
const slowRouter = router({
  slow: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/v1/slow', protect: false } })
    .input(z.void())
    .output(z.object({}))
    .mutation(async ({ ctx }) => {
      await slowGate;
      await ctx.db.ping();
      slowFinished = true;
      return {};
    }),
});

const { logger, lines: logs } = captureLogs('info');
const app = useTestApp({ router: fixtureRouter, logger });

const post = (path: string, body: unknown, contentType = 'application/json') =>
  app.request(path, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });

describe('REST handling of tRPC procedures', () => {
  it('answers a creation with its declared success status', async () => {
    const response = await post('/api/v1/widgets', { name: 'bolt', size: 3 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'bolt', size: 3 });
  });

  it('names every invalid field in details', async () => {
    const response = await post('/api/v1/widgets', { name: '', size: -1, tags: [1] });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorEnvelope;
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(/^Invalid request: name: /);
    expect(error.details?.map((detail) => detail.path).sort()).toEqual(['name', 'size', 'tags.0']);
  });

  it('rejects a JSON body that is not an object', async () => {
    const response = await post('/api/v1/widgets', [1, 2]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorEnvelope).error.message).toBe('The request body must be a JSON object');
  });

  it('rejects a body in another content type with 415', async () => {
    const response = await post('/api/v1/widgets', { name: 'bolt', size: 3 }, 'text/plain');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorEnvelope).error.code).toBe('invalid_request');
  });

  it('reads path parameters and coerces query strings', async () => {
    const response = await app.request('/api/v1/widgets/w_1?verbose=true&limit=5');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'w_1', verbose: true, limit: 5 });
  });

  it('decodes path parameters, and refuses one that does not decode', async () => {
    const decoded = await app.request('/api/v1/widgets/a%20b');
    expect(((await decoded.json()) as { id: string }).id).toBe('a b');
    const malformed = await app.request('/api/v1/widgets/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorEnvelope).error).toMatchObject({
      code: 'invalid_request',
      message: 'Path parameter id is not valid percent-encoding',
    });
  });

  it('reads "false" as false, and never coerces a body', async () => {
    const query = await app.request('/api/v1/widgets/w_1?verbose=false');
    expect(((await query.json()) as { verbose: boolean }).verbose).toBe(false);
    expect((await app.request('/api/v1/widgets/w_1?verbose=yes')).status).toBe(400);
    expect((await post('/api/v1/widgets', { name: 'bolt', size: '3' })).status).toBe(400);
  });

  it('validates query strings like bodies', async () => {
    const response = await app.request('/api/v1/widgets/w_1?limit=1000');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorEnvelope).error.details?.[0]?.path).toBe('limit');
  });

  it('passes an ApiError raised by a handler through as it is', async () => {
    const response = await app.request('/api/v1/widgets/missing');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorEnvelope).error).toMatchObject({ code: 'not_found', message: 'No widget missing' });
  });

  it('hides an unexpected error behind internal_error and logs it with the request id', async () => {
    const response = await app.request('/api/v1/widgets/explode', { method: 'POST' });
    expect(response.status).toBe(500);
    const { error } = (await response.json()) as ErrorEnvelope;
    expect(error).toMatchObject({ code: 'internal_error', message: 'Internal server error' });
    expect(JSON.stringify(error)).not.toContain('hunter2');
    const logged = logs.map((line) => JSON.parse(line) as { msg: string; req_id?: string }).find((line) => line.msg === 'unhandled error');
    expect(logged?.req_id).toBe(error.request_id);
  });

  it('keeps credentials and query strings out of the access log', async () => {
    await app.request('/api/v1/widgets/w_2?token=sekrit-query', { headers: { authorization: 'Bearer agent_key_live_sekrit' } });
    const text = logs.join('');
    expect(text).toContain('/api/v1/widgets/w_2');
    expect(text).not.toContain('sekrit');
  });
});

describe('stopping', () => {
  it('waits for handlers still running after their client hung up, before closing the database', async () => {
    const slowApp = await startTestApp({ router: slowRouter });
    const aborted = new AbortController();
    const request = slowApp.request('/api/v1/slow', { method: 'POST', signal: aborted.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    aborted.abort();
    await request;
    let closed = false;
    const closing = slowApp.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    releaseSlow();
    await closing;
    expect(slowFinished).toBe(true);
  });
});
