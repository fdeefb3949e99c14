import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.js';
import type { AuditVerificationResponse } from '../../src/routers/audit-logs/verify.types.js';
import { startTestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { MODERATE, startModerationProvider } from '../support/moderation-provider.js';
import { call } from '../support/identity.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { hierarchyCounters, placeInTeam } from '../support/teams.js';

// Fault: the server process is killed (SIGKILL: no shutdown, no settling) under concurrent
// live-mode load, then started again on the same database. Its sweeper must finish every request
// the dead process left between admit and settle, so that no money and no audit entry is lost.
// The load is live calls to a provider (a moderation endpoint on loopback that answers after a few
// milliseconds), which are held before the call and settled after it: the window the kill hits.

const CONCURRENCY = 24;
const TERMINAL = ['executed', 'failed', 'blocked'] as const;

const databases: Database[] = [];
const servers: ServerProcess[] = [];
const provider = await startModerationProvider(5);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await provider.close();
  await Promise.all(databases.map((db) => db.close()));
});

interface Answer {
  key: string;
  status: number;
  body?: { id: string; status: string; cost_cents: number };
}

describe('the server killed with SIGKILL under concurrent live-mode load', () => {
  it('restarted, its sweeper settles what was in flight: balance plus debits equal the start, no hold, every request terminal, the audit chain verifies', async () => {
    const url = await createMigratedDatabase();
    const setup = await startTestApp({ db: connectDatabase(url) });
    const fixture = await agentWithBindings(setup, { [MODERATE.operation]: {} });
    // In a team, as a worker's agent: the sweeper must release every level of the hierarchy too.
    const { teamId } = await placeInTeam(setup, fixture, { poolCents: 100_000, allocationCents: 100_000 });
    await setup.close();
    const orgId = fixture.owner.session.organization.id;
    const db = connectDatabase(url);
    databases.push(db);
    const startingBalance = (await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).balanceCents;

    const first = await startServerProcess(url, { PROCTOR_RATE_LIMIT_REQUESTS: '0', ...provider.env });
    servers.push(first);

    // CONCURRENCY clients, each dispatching one request after another until the process dies.
    const answers: Answer[] = [];
    let sent = 0;
    let dead = false;
    const client = async (worker: number) => {
      while (!dead) {
        const key = `crash-${worker}-${sent++}`;
        try {
          const result = await dispatchAs(first.app, fixture.liveKey, MODERATE, key);
          answers.push({ key, status: result.status, body: result.body });
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const clients = Array.from({ length: CONCURRENCY }, (_, worker) => client(worker));

    // Kill once a good share of requests has run and some are caught between admit and settle.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [total, admitted] = await Promise.all([
        db.prisma.serviceRequest.count({ where: { orgId } }),
        db.prisma.serviceRequest.count({ where: { orgId, status: 'admitted' } }),
      ]);
      if ((total >= 80 && admitted > 0) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    first.run.child.kill('SIGKILL');
    await first.run.exited;
    dead = true;
    await Promise.all(clients);

    const interrupted = await db.prisma.serviceRequest.findMany({ where: { orgId, status: 'admitted' } });
    expect(interrupted.length).toBeGreaterThan(0);
    const heldBefore = (await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).heldCents;
    expect(heldBefore).toBe(interrupted.reduce((sum, request) => sum + request.holdCents, 0n));
    expect(heldBefore).toBeGreaterThan(0n);

    // Restarted on the same database; a 200 ms provider deadline makes the dead requests stale at
    // once, so the sweeper's first run (at start) finds them.
    const second = await startServerProcess(url, { PROCTOR_PROVIDER_TIMEOUT_MS: '200', PROCTOR_RATE_LIMIT_REQUESTS: '0', ...provider.env });
    servers.push(second);
    const sweptBy = Date.now() + 30_000;
    while ((await db.prisma.serviceRequest.count({ where: { orgId, status: { notIn: [...TERMINAL] } } })) > 0 && Date.now() < sweptBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Every request is terminal; the ones the dead process left are failed as interrupted.
    const requests = await db.prisma.serviceRequest.findMany({ where: { orgId } });
    expect(requests.filter((request) => !(TERMINAL as readonly string[]).includes(request.status))).toEqual([]);
    for (const request of interrupted) {
      const after = requests.find((candidate) => candidate.id === request.id)!;
      expect(after).toMatchObject({ status: 'failed', reasonCode: 'adapter_error', costCents: 0n, holdCents: 0n });
      expect(after.result).toEqual({ detail: 'interrupted' });
    }

    // No hold left, and the money adds up: balance + every debit = the starting balance.
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    expect(wallet.heldCents).toBe(0n);
    const debits = requests.reduce((sum, request) => sum + request.costCents, 0n);
    expect(wallet.balanceCents + debits).toBe(startingBalance);
    expect(debits).toBe(BigInt(requests.filter((request) => request.status === 'executed').length));
    expect(requests.every((request) => request.holdCents === 0n)).toBe(true);
    // Every counter of the hierarchy counts exactly the debits: nothing stays held at any level.
    const counted = Number(debits);
    expect(await hierarchyCounters({ db }, teamId)).toEqual({
      'team@day/live': counted,
      'team@month/live': counted,
      'team@total/live': counted,
      'worker@total/live': counted,
    });

    // Whatever a client was told stands: an answer it received is the request's final state.
    const answered = answers.filter((answer) => answer.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    for (const answer of answered) {
      const stored = requests.find((request) => request.idempotencyKey === answer.key)!;
      expect({ status: stored.status, cost: Number(stored.costCents) }).toEqual({ status: answer.body!.status, cost: answer.body!.cost_cents });
    }

    // The same Idempotency-Key again answers the interrupted request as it ended, with no new charge.
    const retried = await dispatchAs(second.app, fixture.liveKey, MODERATE, interrupted[0]!.idempotencyKey);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: interrupted[0]!.id, status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect((await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).balanceCents).toBe(wallet.balanceCents);

    // The audit chain verifies through the API and holds every entry (entries written pending are
    // chained by the server within moments, so allow it a few seconds), with one system entry per
    // interrupted request.
    const entries = await db.prisma.auditEntry.count({ where: { orgId } });
    const verifyAudit = () => call<AuditVerificationResponse>(second.app, 'GET', '/api/v1/audit-logs/verify', { as: { bearer: fixture.token } });
    let verify = await verifyAudit();
    for (const chainedBy = Date.now() + 10_000; verify.body.entries < entries && Date.now() < chainedBy; verify = await verifyAudit()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ valid: true, first_invalid_seq: null, entries });
    const sweptEntries = await db.prisma.auditEntry.count({ where: { orgId, action: 'service_request.failed', actorType: 'system' } });
    expect(sweptEntries).toBe(interrupted.length);
    // Each request has exactly one outcome entry.
    const outcomes = await db.prisma.auditEntry.count({ where: { orgId, action: { startsWith: 'service_request.' } } });
    expect(outcomes).toBe(requests.length);
  }, 120_000);
});
