import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/trpc/errors.js';
import { publicProcedure, router } from '../../src/trpc/init.js';
import { streamOutput } from '../../src/trpc/stream.js';
import { useTestApp } from '../support/app.js';
import { captureLogs } from '../support/logs.js';
import { openStream } from '../support/sse.js';

// Streaming procedures of the same construction as the real ones, for what the service request
// stream does not show: a failure once streaming, an event off its schema, an error before it.
const ticks = { events: { tick: z.object({ n: z.number().int() }).meta({ id: 'Tick' }) } };
const stream = (path: `/${string}`, yields: (input: { fail: string }) => AsyncGenerator<unknown>) =>
  publicProcedure
    .meta({ openapi: { method: 'GET', path, protect: false }, stream: ticks })
    .input(z.object({ fail: z.enum(['before', 'during', 'schema', 'undeclared', 'none']).default('none') }))
    .output(streamOutput(ticks))
    .query(async ({ input }) => {
      if (input.fail === 'before') throw new ApiError('conflict', 'not now');
      return yields(input) as AsyncIterable<never>;
    });

const fixtureRouter = router({
  ticks: stream('/v1/ticks', async function* ({ fail }) {
    yield { event: 'tick', id: '1', data: { n: 1 } };
    if (fail === 'during') throw new ApiError('conflict', 'gone wrong');
    if (fail === 'schema') yield { event: 'tick', id: '2', data: { n: 'two' } };
    if (fail === 'undeclared') yield { event: 'tock', id: '2', data: {} };
    yield { event: 'tick', id: '2', data: { n: 2 } };
  }),
});

const { logger, lines: logs } = captureLogs('info');
const app = useTestApp({ router: fixtureRouter, logger });

describe('the REST bridge serving a meta.stream procedure', () => {
  it('writes each event with its name, id and JSON data, then ends with the iterable', async () => {
    const events = await (await openStream(app, '/api/v1/ticks')).rest();
    expect(events).toEqual([
      { event: 'tick', id: '1', data: { n: 1 } },
      { event: 'tick', id: '2', data: { n: 2 } },
    ]);
  });

  it('answers an error raised before the first event with the JSON envelope and its status', async () => {
    const response = await app.request('/api/v1/ticks?fail=before');
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { code: 'conflict', message: 'not now' } });
  });

  it('ends a stream that fails with an error event carrying the envelope, the last id repeated', async () => {
    const reader = await openStream(app, '/api/v1/ticks?fail=during');
    const events = await reader.rest();
    expect(events).toEqual([
      { event: 'tick', id: '1', data: { n: 1 } },
      { event: 'error', id: '1', data: { error: { code: 'conflict', message: 'gone wrong', request_id: reader.response.headers.get('x-request-id') } } },
    ]);
  });

  it('checks each event against its declared schema: one off it ends the stream as an internal error, logged', async () => {
    for (const fail of ['schema', 'undeclared']) {
      const events = await (await openStream(app, `/api/v1/ticks?fail=${fail}`)).rest();
      expect(events.map((event) => event.event)).toEqual(['tick', 'error']);
      expect(events[1]!.data).toMatchObject({ error: { code: 'internal_error' } });
    }
    expect(logs.filter((line) => line.includes('"msg":"stream failed"'))).toHaveLength(2);
  });
});
