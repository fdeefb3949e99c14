import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { verifyAuditChain } from '../../src/domain/audit.js';
import { startTestApp } from '../support/app.js';
import { runCli, type CliRun } from '../support/cli.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, CSV } from '../support/dispatch.js';

const databases: ReturnType<typeof connectDatabase>[] = [];
const running: CliRun[] = [];
afterAll(async () => {
  for (const run of running) {
    run.child.kill('SIGINT');
    await run.exited;
  }
  await Promise.all(databases.map((db) => db.close()));
});

describe('the server killed (SIGKILL) under load', () => {
  it('loses nothing: restarted, its sweeper releases every hold left, and balance plus debits equal the trial balance', async () => {
    const url = await createMigratedDatabase();
    const setup = await startTestApp({ db: connectDatabase(url) });
    const fixture = await agentWithBindings(setup, { 'data.csv_parse': {} });
    await setup.close();
    const orgId = fixture.owner.session.organization.id;

    const server = runCli(['serve'], { DATABASE_URL: url, PORT: '0', PROCTOR_RATE_LIMIT_REQUESTS: '0', LOG_LEVEL: 'warn' });
    const [, baseUrl] = await server.waitFor(/listening on (http:\/\/\S+)/);
    const inFlight = Array.from({ length: 300 }, (_, index) =>
      fetch(`${baseUrl}/api/v1/service-requests`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fixture.liveKey}`, 'content-type': 'application/json', 'idempotency-key': `crash-${index}` },
        body: JSON.stringify(CSV),
      }).catch(() => undefined),
    );
    const db = connectDatabase(url);
    databases.push(db);
    // Kill mid-load: once a good share of the requests has reached the database.
    while ((await db.prisma.serviceRequest.count({ where: { orgId } })) < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(inFlight);

    const interrupted = await db.prisma.serviceRequest.count({ where: { orgId, status: 'admitted' } });
    expect(interrupted).toBeGreaterThan(0);
    expect((await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).heldCents).toBe(BigInt(interrupted));

    // Restarted, the server's own sweeper finds them (a 200 ms provider deadline makes them stale at once).
    const restarted = runCli(['serve'], { DATABASE_URL: url, PORT: '0', PROCTOR_PROVIDER_TIMEOUT_MS: '200', LOG_LEVEL: 'warn' });
    running.push(restarted);
    await restarted.waitFor(/listening on/);
    const deadline = Date.now() + 20_000;
    while ((await db.prisma.serviceRequest.count({ where: { orgId, status: 'admitted' } })) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const swept = await db.prisma.serviceRequest.findMany({ where: { orgId, result: { path: ['detail'], equals: 'interrupted' } } });
    expect(swept).toHaveLength(interrupted);
    expect(swept.every((request) => request.status === 'failed' && request.reasonCode === 'adapter_error')).toBe(true);
    expect(await db.prisma.serviceRequest.count({ where: { orgId, status: 'admitted' } })).toBe(0);
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    const debits = await db.prisma.serviceRequest.aggregate({ where: { orgId }, _sum: { costCents: true } });
    expect(wallet.heldCents).toBe(0n);
    expect(wallet.balanceCents + (debits._sum.costCents ?? 0n)).toBe(500n);
    const executed = await db.prisma.serviceRequest.count({ where: { orgId, status: 'executed' } });
    expect(debits._sum.costCents ?? 0n).toBe(BigInt(executed));
    expect((await verifyAuditChain(db.prisma, orgId)).valid).toBe(true);
    const chain = await db.prisma.auditEntry.count({ where: { orgId, action: 'service_request.failed', actorType: 'system' } });
    expect(chain).toBe(interrupted);
  });
});
