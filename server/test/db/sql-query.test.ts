import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.js';
import { connectDatabase, sqlQuery, type Database } from '../../src/db/client.js';
import { createMigratedDatabase } from '../support/database.js';

let db: Database;
beforeAll(async () => {
  db = connectDatabase(await createMigratedDatabase(), { poolSize: 1 });
});
afterAll(() => db.close());

const backend = async () => (await sqlQuery<{ pid: number }>(db.prisma, Prisma.sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;

describe('sqlQuery', () => {
  it('keeps its connection when PostgreSQL refuses a statement, so that a refusal costs no new backend', async () => {
    const before = await backend();
    await expect(sqlQuery(db.prisma, Prisma.sql`SELECT proctor_refuse(${'daily_limit_exceeded'})`)).rejects.toMatchObject({
      code: 'PR001',
      message: 'daily_limit_exceeded',
    });
    expect(await backend()).toBe(before);
  });

  it('survives its connection being cut mid-statement, and serves the next statement on a new one', async () => {
    // The connection goes through a local TCP relay, so that it can be cut as a network would.
    const target = new URL(db.url);
    const relayed = new Set<net.Socket>();
    const relay = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port), target.hostname);
      relayed.add(inbound).add(outbound);
      inbound.pipe(outbound).pipe(inbound);
      for (const socket of [inbound, outbound]) socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const viaRelay = new URL(db.url);
    viaRelay.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const cut = connectDatabase(viaRelay.toString(), { poolSize: 1 });
    try {
      const before = (await sqlQuery<{ pid: number }>(cut.prisma, Prisma.sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
      const sleeping = sqlQuery(cut.prisma, Prisma.sql`SELECT pg_sleep(5)`).then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const socket of relayed) socket.resetAndDestroy();
      // A client error nobody listened for would have ended this process here.
      expect(await sleeping).toBeInstanceOf(Error);
      const after = (await sqlQuery<{ pid: number }>(cut.prisma, Prisma.sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
      expect(after).not.toBe(before);
    } finally {
      await cut.close();
      relay.close();
      for (const socket of relayed) socket.destroy();
    }
  });

  it('runs in the caller’s transaction when given one', async () => {
    const [ours, prismas] = await db.prisma.$transaction(async (tx) => [
      (await sqlQuery<{ xid: string }>(tx, Prisma.sql`SELECT txid_current()::text AS xid`))[0]!.xid,
      (await tx.$queryRaw<{ xid: string }[]>`SELECT txid_current()::text AS xid`)[0]!.xid,
    ]);
    expect(ours).toBe(prismas);
  });
});
