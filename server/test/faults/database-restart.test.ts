import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded-postgres.js';
import { createLogger } from '../../src/logger.js';
import type { AuditVerificationResponse } from '../../src/routers/audit-logs/verify.types.js';
import type { ErrorEnvelope } from '../../src/trpc/errors.js';
import { agentWithBindings, CSV } from '../support/dispatch.js';
import { call } from '../support/identity.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

// Fault: PostgreSQL stops while requests run, and starts again. Meanwhile every request must get a
// clean answer — 503 service_unavailable in the error envelope, never a 500 and never a hang — and
// the same server process must serve again once the database is back, its background work
// (the sweeper) finishing what the outage cut short.

const CONCURRENCY = 8;
/** No answer may take longer: the pool's connection timeout (5 s) plus a margin. */
const REQUEST_TIMEOUT_MS = 8_000;
const TERMINAL = ['executed', 'failed', 'blocked'];

const logger = createLogger('silent');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-db-restart-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach it
let cluster: EmbeddedCluster | undefined;
let server: ServerProcess | undefined;
let db: Database | undefined;
afterAll(async () => {
  await server?.stop();
  await db?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  route: string;
  phase: 'up' | 'down' | 'back';
  /** When the answer arrived (Date.now()). */
  at: number;
  status: number | 'no answer';
  ms: number;
  body: string;
  headers?: Headers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under load', () => {
  it('answers clean 503s while the database is down and recovers without a restart of its own', async () => {
    cluster = await startEmbeddedPostgres({ dataDir, logger });
    const url = cluster.url(EMBEDDED_DATABASE);
    // Rate limiting stays on (its counters live in PostgreSQL too), far above this load.
    server = await startServerProcess(url, { PROCTOR_RATE_LIMIT_REQUESTS: '1000000', PROCTOR_PROVIDER_TIMEOUT_MS: '500' });
    const { app } = server;
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    db = connectDatabase(url);
    const startingBalance = (await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).balanceCents;
    await db.close();
    db = undefined;

    // A mix of what clients do: live dispatch (admit, settle, audit), reads with each kind of
    // credential, a write with a personal token.
    const routes: { route: string; send: () => Promise<Response> }[] = [
      {
        route: 'POST /service-requests (live key)',
        send: () =>
          fetch(`${app.baseUrl}/api/v1/service-requests`, {
            method: 'POST',
            headers: { authorization: `Bearer ${fixture.liveKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(CSV),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
      },
      {
        route: 'GET /agents/{id} (personal token)',
        send: () =>
          fetch(`${app.baseUrl}/api/v1/agents/${fixture.agentId}`, {
            headers: { authorization: `Bearer ${fixture.token}` },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
      },
      {
        route: 'GET /balance (session cookie)',
        send: () =>
          fetch(`${app.baseUrl}/api/v1/balance`, { headers: { cookie: fixture.owner.cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      },
      {
        route: 'PATCH /agents/{id}/budget (personal token)',
        send: () =>
          fetch(`${app.baseUrl}/api/v1/agents/${fixture.agentId}/budget`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${fixture.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ monthly_budget_cents: null }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
      },
    ];

    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'up';
    let running = true;
    let sent = 0;
    const client = async () => {
      while (running) {
        const { route, send } = routes[sent++ % routes.length]!;
        const askedIn = phase;
        const started = Date.now();
        try {
          const response = await send();
          const body = await response.text();
          answers.push({ route, phase: askedIn, at: Date.now(), status: response.status, ms: Date.now() - started, body, headers: response.headers });
        } catch (error) {
          answers.push({ route, phase: askedIn, at: Date.now(), status: 'no answer', ms: Date.now() - started, body: String(error) });
        }
      }
    };
    const clients = Array.from({ length: CONCURRENCY }, () => client());

    await sleep(1_000);
    const pid = server.run.child.pid;
    const stopping = Date.now();
    phase = 'down';
    await cluster.stop();
    await sleep(2_500);
    // Liveness does not depend on the database.
    expect((await app.request('/api/v1/health')).status).toBe(200);
    cluster = await startEmbeddedPostgres({ dataDir, logger, port: cluster.port });
    phase = 'back';
    // Recovered: a request that needs the database succeeds again, with no restart of the server.
    const recoveredBy = Date.now() + 15_000;
    while ((await app.request('/api/v1/ready')).status !== 200 && Date.now() < recoveredBy) await sleep(100);
    await sleep(1_500);
    running = false;
    await Promise.all(clients);

    expect(server.run.child.exitCode).toBeNull();
    expect(server.run.child.pid).toBe(pid);

    // Every request got an answer in time, and every answer was a success or a clean 503.
    expect(answers.filter((answer) => answer.status === 'no answer' || answer.ms > REQUEST_TIMEOUT_MS)).toEqual([]);
    const unexpected = answers.filter((answer) => ![200, 503].includes(answer.status as number));
    expect(unexpected.map(({ route, phase, status, body }) => ({ route, phase, status, body }))).toEqual([]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    // Every kind of request met the outage (each one's credential check already needs the database).
    expect(new Set(unavailable.map((answer) => answer.route)).size).toBe(routes.length);
    for (const answer of unavailable) {
      const body = JSON.parse(answer.body) as ErrorEnvelope;
      expect(body.error.code).toBe('service_unavailable');
      expect(body.error.request_id).toBe(answer.headers!.get('x-request-id'));
      expect(answer.headers!.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers!.get('retry-after')).toBe('5');
      expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|prisma|password|terminat/i);
    }
    // The database up: all successes until it began to stop; after the restart the last second too.
    const beforeStop = answers.filter((answer) => answer.at < stopping);
    expect(beforeStop.length).toBeGreaterThan(CONCURRENCY);
    expect(beforeStop.filter((answer) => answer.status !== 200)).toEqual([]);
    const lastSecond = answers.filter((answer) => answer.phase === 'back').slice(-CONCURRENCY * 4);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.filter((answer) => answer.status !== 200)).toEqual([]);

    // What the outage cut short between admit and settle, the same process's sweeper finishes.
    db = connectDatabase(url);
    const settledBy = Date.now() + 30_000;
    while ((await db.prisma.serviceRequest.count({ where: { orgId, status: { notIn: ['executed', 'failed', 'blocked'] } } })) > 0) {
      if (Date.now() > settledBy) break;
      await sleep(200);
    }
    const requests = await db.prisma.serviceRequest.findMany({ where: { orgId } });
    expect(requests.filter((request) => !TERMINAL.includes(request.status))).toEqual([]);
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    expect(wallet.heldCents).toBe(0n);
    expect(wallet.balanceCents + requests.reduce((sum, request) => sum + request.costCents, 0n)).toBe(startingBalance);
    // The audit chain verifies and holds every entry written, the outage's included (entries
    // written pending are chained by the server within moments).
    const entries = await db.prisma.auditEntry.count({ where: { orgId } });
    const verifyAudit = () => call<AuditVerificationResponse>(app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: fixture.token } });
    let verify = await verifyAudit();
    for (const chainedBy = Date.now() + 10_000; verify.body.entries < entries && Date.now() < chainedBy; verify = await verifyAudit()) await sleep(200);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ valid: true, first_invalid_seq: null, entries });
  }, 120_000);
});
