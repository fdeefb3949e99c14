import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { recordAudit, SYSTEM_AUDIT } from '../audit/record.js';
import { objectStoreOf } from './object-store.js';
import { RESTORE_DAYS, settleObject } from './objects.js';

/** Objects one tick takes at most of each kind: a backlog is worked off over ticks, each transaction short. */
const BATCH = 100;

/** How often the storage task looks again while an upload to a store the bytes do not pass through (S3) may still arrive. */
export const SETTLE_POLL_MS = 1_000;

/** Pending, live objects whose upload URL is still good: their bytes may arrive at any moment. */
const uploadable = (config: Config) => Prisma.sql`
  status = 'pending' AND deleted_at IS NULL AND created_at > now() - ${`${config.PROCTOR_STORAGE_URL_SECONDS} seconds`}::interval`;

/**
 * In a store the upload does not pass through (S3), settles the objects whose upload URL is still
 * good and whose bytes arrived (settleObject: the same size and hash rule as a read), each claimed
 * with FOR UPDATE SKIP LOCKED in its own transaction, so of several instances one reads each
 * object's bytes. Returns how many became available.
 */
async function settleArrived(db: PrismaClient, config: Config): Promise<number> {
  if (!objectStoreOf(config).settle) return 0;
  const ids = await sqlQuery<{ id: string }>(db, Prisma.sql`
    SELECT id FROM storage_objects WHERE ${uploadable(config)} ORDER BY created_at LIMIT ${BATCH}`);
  let settled = 0;
  for (const { id } of ids) {
    const available = await db.$transaction(async (tx) => {
      const [claimed] = await sqlQuery<{ id: string }>(tx, Prisma.sql`
        SELECT id FROM storage_objects WHERE id = ${id} AND ${uploadable(config)} FOR UPDATE SKIP LOCKED`);
      if (!claimed) return false;
      const object = await tx.storageObject.findUniqueOrThrow({ where: { id } });
      return (await settleObject(tx, config, object)).status === 'available';
    });
    if (available) settled += 1;
  }
  return settled;
}

/**
 * When the storage task should look again sooner than its poll: SETTLE_POLL_MS while an object in
 * a store the upload does not pass through (S3) may still receive its bytes, so that it becomes
 * `available` without being read; null otherwise.
 */
export async function storageDueMs(db: PrismaClient, config: Config): Promise<number | null> {
  if (!objectStoreOf(config).settle) return null;
  const [row] = await sqlQuery<{ waiting: boolean }>(db, Prisma.sql`
    SELECT EXISTS (SELECT 1 FROM storage_objects WHERE ${uploadable(config)}) AS waiting`);
  return row?.waiting ? SETTLE_POLL_MS : null;
}

/**
 * The storage background task (background.ts): settles the objects whose bytes arrived in S3
 * (settleArrived), purges the bytes of objects deleted more than 7
 * days ago, and sweeps pending objects whose upload URL expired PROCTOR_STORAGE_URL_SECONDS ago or
 * more without their bytes (in S3, settled first: bytes that arrived make it available). Each object is claimed with FOR UPDATE SKIP LOCKED in one transaction
 * that removes its file and marks it: of several instances, one takes each object, and one that
 * dies before committing leaves it to the next tick (a file removed twice is no error). Times are
 * the database's. Audited as `storage_object.purged` and `storage_object.expired`, by the system.
 */
export async function purgeStorage(db: PrismaClient, config: Config): Promise<{ settled: number; purged: number; expired: number }> {
  const store = objectStoreOf(config);
  const settled = await settleArrived(db, config);
  const purged = await db.$transaction(async (tx) => {
    const rows = await sqlQuery<{ id: string; orgId: string; key: string }>(tx, Prisma.sql`
      SELECT id, org_id AS "orgId", key FROM storage_objects
      WHERE purged_at IS NULL AND deleted_at <= now() - ${`${RESTORE_DAYS} days`}::interval
      ORDER BY deleted_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
    for (const row of rows) {
      await store.remove(row.id);
      await tx.storageObject.update({ where: { id: row.id }, data: { purgedAt: new Date() } });
      await recordAudit(tx, row.orgId, SYSTEM_AUDIT, { action: 'storage_object.purged', target: { type: 'storage_object', id: row.id }, details: { key: row.key } });
    }
    return rows.length;
  });
  const expired = await db.$transaction(async (tx) => {
    const rows = await sqlQuery<{ id: string; orgId: string; key: string }>(tx, Prisma.sql`
      SELECT id, org_id AS "orgId", key FROM storage_objects
      WHERE status = 'pending' AND deleted_at IS NULL AND created_at <= now() - ${`${2 * config.PROCTOR_STORAGE_URL_SECONDS} seconds`}::interval
      ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`);
    let count = 0;
    for (const row of rows) {
      // Bytes that reached a store the upload does not pass through (S3) and were never read since.
      const object = await tx.storageObject.findUniqueOrThrow({ where: { id: row.id } });
      if ((await settleObject(tx, config, object)).status === 'available') continue;
      // An upload that linked its file and died before marking the object leaves the file.
      await store.remove(row.id);
      await tx.storageObject.delete({ where: { id: row.id } });
      await recordAudit(tx, row.orgId, SYSTEM_AUDIT, { action: 'storage_object.expired', target: { type: 'storage_object', id: row.id }, details: { key: row.key } });
      count += 1;
    }
    return count;
  });
  return { settled, purged, expired };
}
