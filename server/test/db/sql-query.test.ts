import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.js';
import { connectDatabase, sqlQuery, type Database } from '../../src/db/client.js';
import { createMigratedDatabase } from '../support/database.js';

let db: Database;
beforeAll(async () => {
  db = connectDatabase(await createMigratedDatabase(), 1);
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

  it('runs in the caller’s transaction when given one', async () => {
    const [ours, prismas] = await db.prisma.$transaction(async (tx) => [
      (await sqlQuery<{ xid: string }>(tx, Prisma.sql`SELECT txid_current()::text AS xid`))[0]!.xid,
      (await tx.$queryRaw<{ xid: string }[]>`SELECT txid_current()::text AS xid`)[0]!.xid,
    ]);
    expect(ours).toBe(prismas);
  });
});
