import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { recordAudit, SYSTEM_AUDIT } from '../audit/record.js';
import { objectStoreOf } from './object-store.js';
import { RESTORE_DAYS, settleObject } from './objects.js';

/** Objects one tick takes at most of each kind: a backlog is worked off over ticks, each transaction short. */
const BATCH = 100;

/**
 * The storage background task (background.ts): purges the bytes of objects deleted more than 7
 * days ago, and sweeps pending objects whose upload URL expired PROCTOR_STORAGE_URL_SECONDS ago or
 * more without their bytes (in S3, settled first: bytes that arrived make it available). Each object is claimed with FOR UPDATE SKIP LOCKED in one transaction
 * that removes its file and marks it: of several instances, one takes each object, and one that
 * dies before committing leaves it to the next tick (a file removed twice is no error). Times are
 * the database's. Audited as `storage_object.purged` and `storage_object.expired`, by the system.
 */
export async function purgeStorage(db: PrismaClient, config: Config): Promise<{ purged: number; expired: number }> {
  const store = objectStoreOf(config);
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
  return { purged, expired };
}
