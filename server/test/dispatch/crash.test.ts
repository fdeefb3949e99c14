import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.js';
import { verifyAuditChain } from '../../src/domain/audit.js';
import { sweepInterrupted } from '../../src/domain/dispatch/sweeper.js';
import { startTestApp } from '../support/app.js';
import { runCli } from '../support/cli.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, CSV } from '../support/dispatch.js';

const databases: ReturnType<typeof connectDatabase>[] = [];
afterAll(() => Promise.all(databases.map((db) => db.close())));

describe('the server killed (SIGKILL) under load', () => {
  it('loses nothing: the sweeper releases every hold it left, and balance plus debits equal the trial balance', async () => {
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
    expect(await sweepInterrupted(db.prisma, 0, 0)).toBe(interrupted);
    expect(await db.prisma.serviceRequest.count({ where: { orgId, status: 'admitted' } })).toBe(0);
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    const debits = await db.prisma.serviceRequest.aggregate({ where: { orgId }, _sum: { costCents: true } });
    expect(wallet.heldCents).toBe(0n);
    expect(wallet.balanceCents + (debits._sum.costCents ?? 0n)).toBe(500n);
    const executed = await db.prisma.serviceRequest.count({ where: { orgId, status: 'executed' } });
    expect(debits._sum.costCents ?? 0n).toBe(BigInt(executed));
    expect((await verifyAuditChain(db.prisma, orgId)).valid).toBe(true);
  });
});
