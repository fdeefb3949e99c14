import { sqlQuery } from '../../db/client.js';
import { Prisma, type Device, type DeviceCommand, type DeviceSession, type PrismaClient } from '../../generated/prisma/client.js';
import { appendAudit, recordAudit, type AuditContext } from '../audit/record.js';
import type { DeviceCaller, UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { DEVICE_TOKEN_PREFIX, hashSecret, newSecret } from '../secrets.js';

/** A device is online while its last heartbeat is younger than this (docs/devices.md). */
export const ONLINE_WINDOW_SECONDS = 90;
/** How long a claimed command stays with the device that claimed it before it is handed out again. */
export const COMMAND_LEASE_SECONDS = 60;
/** The most commands one claim hands out. */
export const CLAIM_MAX = 50;

/** Who reaches a device: a person of its organization, or its own token. */
export type DeviceReacher = UserCaller | DeviceCaller;

export const isOnline = (device: Device, now = new Date()): boolean =>
  device.lastHeartbeatAt !== null && now.getTime() - device.lastHeartbeatAt.getTime() < ONLINE_WINDOW_SECONDS * 1000;

/** Registers a device in the caller's workspace; its token is answered this once and stored hashed, as agent keys are. */
export async function registerDevice(db: PrismaClient, caller: UserCaller, name: string, audit: AuditContext): Promise<{ device: Device; token: string }> {
  const token = newSecret(DEVICE_TOKEN_PREFIX);
  const device = await db.$transaction(async (tx) => {
    const created = await tx.device.create({
      data: { id: newId('dev'), orgId: caller.orgId, workspaceId: caller.workspaceId, name, tokenHash: hashSecret(token), createdBy: caller.userId },
    });
    await appendAudit(tx, caller.orgId, audit, { action: 'device.registered', target: { type: 'device', id: created.id }, details: { name } });
    return created;
  });
  return { device, token };
}

/** The workspace's live devices, oldest first. */
export async function listDevices(db: PrismaClient, workspaceId: string, page: PageRequest): Promise<Page<Device>> {
  const args = pageArgs(page);
  return toPage(await db.device.findMany({ ...args, where: { ...args.where, workspaceId, revokedAt: null } }), page);
}

/**
 * The live device at `id` as `caller` reaches it: a person's organization's, or a device token's
 * own only; anything else is 404, never 403, so ids of others are not confirmed.
 */
export async function reachDevice(db: PrismaClient | Prisma.TransactionClient, caller: DeviceReacher, id: string): Promise<Device> {
  if (caller.kind === 'device' && caller.deviceId !== id) throw notFound(`Device ${id}`);
  const device = await db.device.findFirst({ where: { id, orgId: caller.orgId, revokedAt: null } });
  if (!device) throw notFound(`Device ${id}`);
  return device;
}

/** Revokes a device: its token is refused from the next request on (auth/caller.ts reads revoked_at). */
export async function revokeDevice(db: PrismaClient, caller: UserCaller, id: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const revoked = await tx.device.updateMany({ where: { id, orgId: caller.orgId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (revoked.count === 0) throw notFound(`Device ${id}`);
    await appendAudit(tx, caller.orgId, audit, { action: 'device.revoked', target: { type: 'device', id } });
  });
}

export async function heartbeat(db: PrismaClient, caller: DeviceCaller, id: string): Promise<Device> {
  await reachDevice(db, caller, id);
  return db.device.update({ where: { id }, data: { lastHeartbeatAt: new Date() } });
}

/** An agent queueing a command through device.command: it reaches only a live device of its organization granted to it (grants.ts). */
export interface AgentQueuer {
  kind: 'agent';
  orgId: string;
  agentId: string;
}

/**
 * Queues a command for the device, by a person of its organization or by an agent it is granted
 * to (device.command): the one way a command is queued, audited as `device_command.queued` with
 * whoever queued it the actor. A device the queuer does not reach is 404.
 */
export async function queueCommand(
  db: PrismaClient,
  queuer: UserCaller | AgentQueuer,
  deviceId: string,
  input: { command: string; payload: Record<string, unknown> },
  audit: AuditContext,
): Promise<DeviceCommand> {
  if (queuer.kind !== 'agent') await reachDevice(db, queuer, deviceId);
  else if (!(await isDeviceGranted(db, queuer.orgId, queuer.agentId, deviceId))) throw notFound(`Device ${deviceId}`);
  return db.$transaction(async (tx) => {
    const command = await tx.deviceCommand.create({
      data: {
        id: newId('dcmd'),
        orgId: queuer.orgId,
        deviceId,
        command: input.command,
        payload: input.payload as Prisma.InputJsonValue,
        createdBy: queuer.kind === 'agent' ? queuer.agentId : queuer.userId,
      },
    });
    // An agent's command is a dispatch's work: written pending and chained by the sealer, as the
    // pipeline's entries are, so one organization's agents do not queue behind its chain head's lock.
    const record = queuer.kind === 'agent' ? recordAudit : appendAudit;
    await record(tx, queuer.orgId, audit, {
      action: 'device_command.queued',
      target: { type: 'device_command', id: command.id },
      ...(queuer.kind === 'agent' ? { agentId: queuer.agentId } : {}),
      details: { device_id: deviceId, command: input.command },
    });
    return command;
  });
}

/** Whether the device is a live device of the agent's organization granted to the agent (not: none, revoked, another organization's, or not granted); one statement, the device read by its filter, not fetched. */
export async function isDeviceGranted(db: PrismaClient, orgId: string, agentId: string, deviceId: string): Promise<boolean> {
  const grant = await db.deviceGrant.findFirst({ where: { deviceId, agentId, orgId, device: { orgId, revokedAt: null } }, select: { deviceId: true } });
  return grant !== null;
}

/**
 * Claims the device's pending commands, oldest first, each with a lease of COMMAND_LEASE_SECONDS:
 * one statement whose row locks are taken with SKIP LOCKED, so concurrent claims (any instance)
 * never hand out one command twice; a command whose lease expired unacknowledged is claimable again.
 */
export async function claimCommands(db: PrismaClient, caller: DeviceCaller, deviceId: string, limit: number): Promise<DeviceCommand[]> {
  await reachDevice(db, caller, deviceId);
  const claimed = await sqlQuery<{ id: string }>(db, Prisma.sql`
    UPDATE device_commands SET claimed_until = now() + make_interval(secs => ${COMMAND_LEASE_SECONDS}), claims = claims + 1
    WHERE id IN (
      SELECT id FROM device_commands
      WHERE device_id = ${deviceId} AND status = 'pending' AND (claimed_until IS NULL OR claimed_until <= now())
      ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  if (claimed.length === 0) return [];
  return db.deviceCommand.findMany({ where: { id: { in: claimed.map((row) => row.id) } }, orderBy: { id: 'asc' } });
}

/** Marks a command done with its result, once: a second report is 409. */
export async function completeCommand(
  db: PrismaClient,
  caller: DeviceCaller,
  deviceId: string,
  commandId: string,
  result: Record<string, unknown>,
  audit: AuditContext,
): Promise<DeviceCommand> {
  await reachDevice(db, caller, deviceId);
  return db.$transaction(async (tx) => {
    const command = await tx.deviceCommand.findFirst({ where: { id: commandId, deviceId } });
    if (!command) throw notFound(`Command ${commandId}`);
    const done = await tx.deviceCommand.updateMany({ where: { id: commandId, status: 'pending' }, data: { status: 'done', result: result as Prisma.InputJsonValue, doneAt: new Date() } });
    if (done.count === 0) throw new DomainError('conflict', `Command ${commandId} is already done`);
    await appendAudit(tx, caller.orgId, audit, { action: 'device_command.done', target: { type: 'device_command', id: commandId }, details: { device_id: deviceId } });
    return tx.deviceCommand.findUniqueOrThrow({ where: { id: commandId } });
  });
}

/**
 * The device's commands as people read them, in any status or one: reading hands none out, unlike
 * the device's own claim (claimCommands).
 */
export async function listCommands(
  db: PrismaClient,
  caller: UserCaller,
  deviceId: string,
  page: PageRequest & { status?: DeviceCommand['status'] | undefined },
): Promise<Page<DeviceCommand>> {
  await reachDevice(db, caller, deviceId);
  const args = pageArgs(page);
  return toPage(await db.deviceCommand.findMany({ ...args, where: { ...args.where, deviceId, ...(page.status ? { status: page.status } : {}) } }), page);
}

export async function listSessions(db: PrismaClient, caller: DeviceReacher, deviceId: string, page: PageRequest): Promise<Page<DeviceSession>> {
  await reachDevice(db, caller, deviceId);
  const args = pageArgs(page);
  return toPage(await db.deviceSession.findMany({ ...args, where: { ...args.where, deviceId } }), page);
}

export async function startSession(db: PrismaClient, caller: DeviceCaller, deviceId: string, metadata: Record<string, unknown>): Promise<DeviceSession> {
  await reachDevice(db, caller, deviceId);
  return db.deviceSession.create({ data: { id: newId('dses'), orgId: caller.orgId, deviceId, metadata: metadata as Prisma.InputJsonValue } });
}
