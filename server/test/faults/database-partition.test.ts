import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_TIMINGS } from '../../src/background.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, CSV } from '../support/dispatch.js';
import { startServe, type ServerProcess } from '../support/server-process.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

// Fault: the network between the server and PostgreSQL black-holes (a partition: bytes go
// unanswered, no connection is closed, new ones reach nothing), then heals. Requests must fail
// fast with a clean 503 — never hang until the client gives up — the background tasks must fail
// and retry rather than wait forever, and once the network is back the same process serves again
// with no connection left stuck in its pools.

const CONNECT_MS = 1_000;
const STATEMENT_MS = 1_000;
/**
 * The longest a request may take while the database is unreachable: a statement's deadline (its
 * timeout and a second's grace), twice in a transaction (the statement, then its ROLLBACK), plus
 * a connection attempt, plus a margin for this shared machine. A client's own deadline is
 * typically a minute (the TypeScript SDK's).
 */
const FAIL_FAST_MS = 2 * (STATEMENT_MS + 1_000) + CONNECT_MS + 2_000;

let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  proxy?.forward();
  await server?.stop();
  await proxy?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the network to PostgreSQL black-holed', () => {
  it('fails requests fast with 503 and recovers by itself once it heals', async () => {
    const database = new URL(await createMigratedDatabase());
    proxy = await startTcpProxy(database.hostname, Number(database.port));
    server = await startServe({
      DATABASE_URL: proxy.via(database.toString()),
      PROCTOR_DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      PROCTOR_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      LOG_LEVEL: 'info',
    });
    const { app } = server;
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });

    const requests = {
      'GET /agents/{id} (personal token)': () =>
        fetch(`${app.baseUrl}/api/v1/agents/${fixture.agentId}`, { headers: { authorization: `Bearer ${fixture.token}` }, signal: AbortSignal.timeout(60_000) }),
      'POST /service-requests (live key)': () =>
        fetch(`${app.baseUrl}/api/v1/service-requests`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fixture.liveKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(CSV),
          signal: AbortSignal.timeout(60_000),
        }),
    };
    const send = async (route: keyof typeof requests) => {
      const started = Date.now();
      const response = await requests[route]();
      return { route, status: response.status, ms: Date.now() - started, headers: response.headers, body: await response.text() };
    };
    // Several of each at once, so that the pools' connections are all in play.
    const round = () => Promise.all(Array.from({ length: 4 }, () => Object.keys(requests).map((route) => send(route as keyof typeof requests))).flat());

    expect((await round()).map((answer) => answer.status)).toEqual(Array(8).fill(200));

    proxy.blackHole();
    const cut = Date.now();
    const during = [...(await round()), ...(await round())];
    for (const answer of during) {
      expect({ route: answer.route, status: answer.status }).toEqual({ route: answer.route, status: 503 });
      expect(answer.ms).toBeLessThan(FAIL_FAST_MS);
      const body = JSON.parse(answer.body) as ErrorEnvelope;
      expect(body.error.code).toBe('service_unavailable');
      expect(body.error.request_id).toBe(answer.headers.get('x-request-id'));
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).not.toMatch(/timeout|127\.0\.0\.1|prisma|password/i);
    }
    // Liveness does not depend on the database.
    expect((await app.request('/api/v1/health')).status).toBe(200);
    // The background tasks failed and will retry: none is waiting on the black hole. Each one's
    // first run after the cut (within its interval) must give up within a request's deadline.
    const failsBy = async (task: string, intervalMs: number) => {
      const pattern = new RegExp(`"task":"${task}".*"msg":"background task failed; retrying"`);
      await server!.run.waitFor(pattern, Math.max(0, cut + intervalMs + FAIL_FAST_MS - Date.now()));
    };
    await Promise.all([failsBy('seal', BACKGROUND_TIMINGS.sealMs), failsBy('sweep', BACKGROUND_TIMINGS.sweepMs)]);

    proxy.forward();
    const healed = Date.now();
    const recoveredBy = healed + 15_000;
    while ((await app.request('/api/v1/ready')).status !== 200 && Date.now() < recoveredBy) await sleep(100);
    // Every connection of the pools works again: none waits behind a statement the partition ate.
    for (let i = 0; i < 3; i++) {
      for (const answer of await round()) {
        expect({ route: answer.route, status: answer.status }).toEqual({ route: answer.route, status: 200 });
        expect(answer.ms).toBeLessThan(STATEMENT_MS);
      }
    }
    await server.run.waitFor(/"task":"seal".*"msg":"background task recovered"/, 10_000);
    expect(server.run.child.exitCode).toBeNull();
  }, 120_000);
});
