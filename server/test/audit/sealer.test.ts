import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { startBackgroundWork } from '../../src/background.js';
import { verifyAuditChain } from '../../src/domain/audit/queries.js';
import { sealAllPending, sealPending } from '../../src/domain/audit/sealer.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, CSV, dispatchAs } from '../support/dispatch.js';
import { call, createAgent } from '../support/identity.js';
import { captureLogs } from '../support/logs.js';

// The dispatch pipeline writes its audit entries pending (no seq, prev_hash or hash) in the
// statement that makes the change; the sealer chains them (docs/performance.md). These run on
// real PostgreSQL with several "server instances" (separate pools) sealing at once.

const app = useTestApp({ env: { PROCTOR_RATE_LIMIT_REQUESTS: '0' } });
let others: Database[];
beforeAll(() => {
  others = [connectDatabase(app.db.url), connectDatabase(app.db.url)];
});
// After hooks run in reverse order: these pools close before the app does, as they always have.
afterAll(async () => {
  await Promise.all(others.map((db) => db.close()));
});

const pendingOf = (orgId: string) => app.db.prisma.auditEntry.count({ where: { orgId, seq: null } });

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the audit sealer', () => {
  it('chains every entry exactly once while three instances seal during 150 concurrent dispatches', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    let dispatching = true;
    const sealers = [app.db, ...others].map(async (db) => {
      let sealed = 0;
      while (dispatching) sealed += await sealPending(db.prisma, orgId);
      return sealed;
    });
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, index) => dispatchAs(app, index % 2 ? fixture.liveKey : fixture.testKey, CSV)),
    );
    dispatching = false;
    const sealedDuring = (await Promise.all(sealers)).reduce((a, b) => a + b, 0);
    expect(results.every((result) => result.status === 200 && result.body.status === 'executed')).toBe(true);
    const sealedAfter = await sealAllPending(others[0]!.prisma);

    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId }, orderBy: { seq: 'asc' } });
    const executed = entries.filter((entry) => entry.action === 'service_request.executed');
    expect(executed).toHaveLength(150);
    expect(new Set(executed.map((entry) => entry.targetId))).toEqual(new Set(results.map((result) => result.body.id)));
    expect(entries.map((entry) => Number(entry.seq))).toEqual(entries.map((_, index) => index + 1));
    expect(sealedDuring + sealedAfter).toBe(150);
    expect(await pendingOf(orgId)).toBe(0);
    expect(await verifyAuditChain(app.db.prisma, orgId)).toMatchObject({ valid: true, entries: entries.length });
    const head = await app.db.prisma.auditHead.findUniqueOrThrow({ where: { orgId } });
    expect(head).toMatchObject({ seq: BigInt(entries.length), hash: entries.at(-1)!.hash });
  });

  it("seals within a second in the server's background work, and is idempotent", async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    await Promise.all(Array.from({ length: 20 }, () => dispatchAs(app, fixture.testKey, CSV)));
    expect(await pendingOf(orgId)).toBe(20);
    const { logger, lines } = captureLogs('warn');
    const stop = startBackgroundWork(others[1]!, app.config, logger);
    try {
      const started = Date.now();
      while ((await pendingOf(orgId)) > 0) {
        expect(Date.now() - started).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await stop();
    }
    expect(lines).toEqual([]);
    expect(await sealPending(app.db.prisma, orgId)).toBe(0);
    expect((await verifyAuditChain(app.db.prisma, orgId)).valid).toBe(true);
  });

  it('keeps the order of events when a change people make is appended after pending entries', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    const dispatched = await dispatchAs(app, fixture.testKey, CSV);
    expect(await pendingOf(orgId)).toBe(1);
    // Appending in a transaction of its own seals what is pending first, under the same lock.
    await createAgent(app, { bearer: fixture.token }, { name: 'after' });
    expect(await pendingOf(orgId)).toBe(0);
    const entries = await app.db.prisma.auditEntry.findMany({ where: { orgId }, orderBy: { seq: 'asc' } });
    expect(entries.slice(-2).map((entry) => [entry.action, entry.targetId ?? null])).toEqual([
      ['service_request.executed', dispatched.body.id],
      ['agent.created', expect.any(String)],
    ]);
  });

  it('is read-your-writes: listing and verifying seal the organization first', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const dispatched = await dispatchAs(app, fixture.testKey, CSV);
    const listed = await call<{ data: { action: string; target: { id: string } | null }[] }>(app, 'GET', '/api/v1/audit-logs?limit=100', {
      as: { bearer: fixture.token },
    });
    expect(listed.body.data.at(-1)).toMatchObject({ action: 'service_request.executed', target: { id: dispatched.body.id } });
  });

  it('is the only change the database lets through: once, complete, nothing else altered', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': {} });
    const orgId = fixture.owner.session.organization.id;
    await dispatchAs(app, fixture.testKey, CSV);
    const [pending] = await app.db.prisma.auditEntry.findMany({ where: { orgId, seq: null } });
    await asSuperuser(async (client) => {
      await expect(client.query("UPDATE audit_entries SET action = 'forged' WHERE id = $1", [pending!.id])).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(
        client.query("UPDATE audit_entries SET seq = 999, prev_hash = repeat('0', 64), hash = repeat('1', 64), outcome = 'forged' WHERE id = $1", [pending!.id]),
      ).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(client.query('UPDATE audit_entries SET seq = 999 WHERE id = $1', [pending!.id])).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(client.query('DELETE FROM audit_entries WHERE id = $1', [pending!.id])).rejects.toThrow(/append-only: DELETE refused/);
    });
    await sealPending(app.db.prisma, orgId);
    await asSuperuser(async (client) => {
      await expect(client.query("UPDATE audit_entries SET seq = 999, hash = repeat('1', 64) WHERE id = $1", [pending!.id])).rejects.toThrow(
        /append-only: UPDATE refused/,
      );
    });
    expect((await verifyAuditChain(app.db.prisma, orgId)).valid).toBe(true);
  });
});
