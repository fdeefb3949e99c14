import type { Config } from '../../config.js';
import { sqlQuery } from '../../db/client.js';
import { Prisma, type PrismaClient, type StorageObject } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';
import { nudge } from '../../worker/nudge.js';
import { objectStoreOf } from './object-store.js';

export type { StorageObject };

/** How long a deleted object may be restored; then the purge job removes its bytes (purge.ts). */
export const RESTORE_DAYS = 7;
export const RESTORE_MS = RESTORE_DAYS * 24 * 60 * 60 * 1000;

export type ObjectState = 'pending' | 'available' | 'deleted' | 'purged';

/** What an object is now: its bytes purged, deleted (restorable), or as uploaded. */
export function objectState(object: StorageObject): ObjectState {
  if (object.purgedAt) return 'purged';
  if (object.deletedAt) return 'deleted';
  return object.status;
}

/** Until when a deleted object may be restored; null for one not deleted. */
export const restorableUntil = (object: StorageObject): Date | null =>
  object.deletedAt ? new Date(object.deletedAt.getTime() + RESTORE_MS) : null;

export interface NewObject {
  key: string;
  contentType: string;
  size: number;
  sha256: string | undefined;
}

/**
 * Locks the workspace's storage (its row, until the transaction ends, so that concurrent creates
 * and restores are counted one after another) and refuses `adding` more when it would pass the
 * quotas: bytes 413, objects 409, the message giving the numbers. Deleted objects are not counted.
 */
async function assertWithinQuota(tx: Prisma.TransactionClient, config: Config, workspaceId: string, adding: number): Promise<void> {
  await sqlQuery(tx, Prisma.sql`SELECT id FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`);
  const [usage] = await sqlQuery<{ objects: number; bytes: string }>(tx, Prisma.sql`
    SELECT count(*)::int AS objects, coalesce(sum(size), 0)::text AS bytes
    FROM storage_objects WHERE workspace_id = ${workspaceId} AND deleted_at IS NULL`);
  const objects = usage?.objects ?? 0;
  const bytes = Number(usage?.bytes ?? 0);
  const maxObjects = config.PROCTOR_STORAGE_QUOTA_OBJECTS;
  const maxBytes = config.PROCTOR_STORAGE_QUOTA_BYTES;
  if (objects + 1 > maxObjects) {
    throw new DomainError('conflict', `The workspace holds ${objects} stored objects of its quota of ${maxObjects} (PROCTOR_STORAGE_QUOTA_OBJECTS): delete some first`);
  }
  if (bytes + adding > maxBytes) {
    throw new DomainError(
      'quota_exceeded',
      `The workspace's stored objects take ${bytes} bytes of its quota of ${maxBytes} (PROCTOR_STORAGE_QUOTA_BYTES): ${adding} more would pass it by ${bytes + adding - maxBytes}`,
    );
  }
}

/** Who creates an object: a person (its user id), or an agent (null: the audit entry names it). */
type ObjectCreator = Pick<UserCaller, 'orgId' | 'workspaceId'> & { userId: string | null };

/** Creates a pending object in the caller's workspace, within its quotas; audited as `storage_object.created`. In S3, the storage task is nudged to watch for its bytes. */
export async function createObject(db: PrismaClient, config: Config, caller: ObjectCreator, input: NewObject, audit: AuditContext): Promise<StorageObject> {
  return db.$transaction(async (tx) => {
    await assertWithinQuota(tx, config, caller.workspaceId, input.size);
    const object = await tx.storageObject.create({
      data: {
        id: newId('obj'),
        orgId: caller.orgId,
        workspaceId: caller.workspaceId,
        key: input.key,
        contentType: input.contentType,
        size: BigInt(input.size),
        sha256: input.sha256 ?? null,
        createdBy: caller.userId,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'storage_object.created',
      target: { type: 'storage_object', id: object.id },
      details: { key: object.key, content_type: object.contentType, size: input.size, workspace_id: object.workspaceId },
    });
    // The bytes go to S3 without passing through here: the storage task watches for them (purge.ts).
    if (objectStoreOf(config).settle) await nudge(tx, 'storage');
    return object;
  });
}

export interface ObjectFilters {
  prefix?: string | undefined;
  /** The soft-deleted objects still restorable, rather than the live ones. */
  deleted?: boolean | undefined;
}

/** The workspace's objects whose key starts with `prefix` (taken literally: no wildcards), a page at a time by id. */
export async function listObjects(db: PrismaClient, workspaceId: string, filters: ObjectFilters, page: PageRequest): Promise<Page<StorageObject>> {
  const { after, orderBy } = keysetSql(Prisma.sql`id`, page);
  const conditions = [
    Prisma.sql`workspace_id = ${workspaceId}`,
    filters.deleted ? Prisma.sql`deleted_at IS NOT NULL AND purged_at IS NULL` : Prisma.sql`deleted_at IS NULL`,
    ...(filters.prefix ? [Prisma.sql`starts_with(key, ${filters.prefix})`] : []),
    ...after,
  ];
  const ids = await sqlQuery<{ id: string }>(db, Prisma.sql`
    SELECT id FROM storage_objects WHERE ${Prisma.join(conditions, ' AND ')} ORDER BY ${orderBy} LIMIT ${page.limit + 1}`);
  const rows = await db.storageObject.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(ids.map((row) => byId.get(row.id)!), page);
}

/**
 * An object of the organization, in any state; another organization's, or none, is 404. A pending
 * one in a store the upload does not pass through (S3) is settled first (object-store.ts).
 */
export async function getObject(db: PrismaClient, config: Config, orgId: string, id: string): Promise<StorageObject> {
  const object = await db.storageObject.findFirst({ where: { id, orgId } });
  if (!object) throw notFound('Stored object');
  return settleObject(db, config, object);
}

/** A pending object whose bytes arrived in the store, marked available; any other, as it is. */
export async function settleObject(db: Prisma.TransactionClient, config: Config, object: StorageObject): Promise<StorageObject> {
  const store = objectStoreOf(config);
  if (objectState(object) !== 'pending' || !store.settle) return object;
  const sha256 = await store.settle(object);
  if (sha256 === null || !(await markUploaded(db, object.id, sha256))) return object;
  return (await db.storageObject.findUnique({ where: { id: object.id } })) ?? object;
}

const goneError = (object: StorageObject) =>
  new DomainError('gone', `The object was deleted ${object.deletedAt!.toISOString()}, more than ${RESTORE_DAYS} days ago: it can no longer be restored, and its bytes are purged`);

/** Refuses an object whose bytes cannot be read (downloaded, or read as a knowledge document): 409 not uploaded or deleted, 410 past restoring. */
export function assertDownloadable(object: StorageObject, now = new Date()): void {
  const state = objectState(object);
  if (state === 'purged' || (state === 'deleted' && restorableUntil(object)! <= now)) throw goneError(object);
  if (state === 'deleted') throw new DomainError('conflict', `The object is deleted; restore it (until ${restorableUntil(object)!.toISOString()}) to read its bytes`);
  if (state === 'pending') throw new DomainError('conflict', 'The object has no bytes yet: PUT them to its upload_url first');
}

/** Soft-deletes an object (restorable for 7 days); audited as `storage_object.deleted`. */
export async function deleteObject(db: PrismaClient, orgId: string, id: string, audit: AuditContext): Promise<StorageObject> {
  return db.$transaction(async (tx) => {
    const [deleted] = await sqlQuery<{ id: string }>(tx, Prisma.sql`
      UPDATE storage_objects SET deleted_at = now() WHERE id = ${id} AND org_id = ${orgId} AND deleted_at IS NULL RETURNING id`);
    const object = await tx.storageObject.findFirst({ where: { id, orgId } });
    if (!object) throw notFound('Stored object');
    if (!deleted) {
      if (object.purgedAt || restorableUntil(object)! <= new Date()) throw goneError(object);
      throw new DomainError('conflict', `The object is deleted already; it may be restored until ${restorableUntil(object)!.toISOString()}`);
    }
    await appendAudit(tx, orgId, audit, {
      action: 'storage_object.deleted',
      target: { type: 'storage_object', id },
      details: { key: object.key, size: Number(object.size), restorable_until: restorableUntil(object)!.toISOString() },
    });
    return object;
  });
}

/**
 * Restores a deleted object within 7 days of its deletion (410 after, purged or not yet), within
 * the workspace's quotas again, as deleted objects are not counted; audited as `storage_object.restored`.
 */
export async function restoreObject(db: PrismaClient, config: Config, orgId: string, id: string, audit: AuditContext): Promise<StorageObject> {
  return db.$transaction(async (tx) => {
    const object = await tx.storageObject.findFirst({ where: { id, orgId } });
    if (!object) throw notFound('Stored object');
    if (!object.deletedAt) throw new DomainError('conflict', 'The object is not deleted');
    await assertWithinQuota(tx, config, object.workspaceId, Number(object.size));
    // Database time decides the 7 days, as it does for the purge job: of a restore and a purge at the end, one wins.
    const [restored] = await sqlQuery<{ id: string }>(tx, Prisma.sql`
      UPDATE storage_objects SET deleted_at = NULL
      WHERE id = ${id} AND deleted_at IS NOT NULL AND purged_at IS NULL AND deleted_at > now() - ${`${RESTORE_DAYS} days`}::interval
      RETURNING id`);
    if (!restored) throw goneError(object);
    await appendAudit(tx, orgId, audit, { action: 'storage_object.restored', target: { type: 'storage_object', id }, details: { key: object.key, size: Number(object.size) } });
    return { ...object, deletedAt: null };
  });
}

/**
 * Marks a pending object's bytes arrived, with their SHA-256: it becomes available. Nothing when it
 * is no longer pending and live (deleted meanwhile): the caller then removes the bytes.
 */
export async function markUploaded(db: Prisma.TransactionClient, id: string, sha256: string): Promise<boolean> {
  const done = await db.storageObject.updateMany({
    where: { id, status: 'pending', deletedAt: null },
    data: { status: 'available', sha256, uploadedAt: new Date() },
  });
  return done.count === 1;
}

/**
 * Creates an object in the caller's workspace with its bytes at once (an agent's storage.put_object):
 * created as createObject does (quotas, audit), the bytes written to the store, then marked
 * available. A write that fails leaves the object pending, swept as an upload never made is (purge.ts).
 */
export async function putObject(db: PrismaClient, config: Config, caller: ObjectCreator, input: Omit<NewObject, 'size' | 'sha256'>, bytes: Buffer, audit: AuditContext): Promise<StorageObject> {
  const object = await createObject(db, config, caller, { ...input, size: bytes.length, sha256: undefined }, audit);
  const sha256 = await objectStoreOf(config).write(object, bytes);
  await markUploaded(db, object.id, sha256);
  return (await db.storageObject.findUnique({ where: { id: object.id } })) ?? object;
}

/** An available object's bytes, read whole: only for objects known to be small (an agent's storage.get_object). */
export async function readObjectBytes(config: Config, object: StorageObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await objectStoreOf(config).read(object)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
