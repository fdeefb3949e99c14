import type { DeviceGrant, PrismaClient } from '../../generated/prisma/client.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { AGENT_NAME, grantToAgent, LIVE_GRANTS_IN_ORDER, listAgentGrants, revokeFromAgent, type GrantKind } from '../grants/agent-grants.js';
import { reachDevice } from './devices.js';

export type DeviceGrantWithAgent = DeviceGrant & { agent: { name: string } };

/** A device an agent may command (device.command), granted as every agent grant is (grants/agent-grants.ts). */
const DEVICE_GRANTS: GrantKind<DeviceGrantWithAgent> = {
  reach: (db, caller, deviceId) => reachDevice(db, caller, deviceId),
  find: (tx, deviceId, agentId) => tx.deviceGrant.findUnique({ where: { deviceId_agentId: { deviceId, agentId } }, include: AGENT_NAME }),
  create: (tx, { resourceId, ...grant }) => tx.deviceGrant.create({ data: { deviceId: resourceId, ...grant }, include: AGENT_NAME }),
  list: (db, deviceId) => db.deviceGrant.findMany({ ...LIVE_GRANTS_IN_ORDER, where: { deviceId, ...LIVE_GRANTS_IN_ORDER.where } }),
  remove: async (tx, deviceId, agentId, orgId) => (await tx.deviceGrant.deleteMany({ where: { deviceId, agentId, orgId } })).count,
  audit: { target: 'device', granted: 'device.granted', revoked: 'device.grant_revoked' },
  noun: 'device',
};

export const grantDevice = (db: PrismaClient, caller: UserCaller, deviceId: string, agentId: string, audit: AuditContext) => grantToAgent(db, DEVICE_GRANTS, caller, deviceId, agentId, audit);

export const listDeviceGrants = (db: PrismaClient, caller: UserCaller, deviceId: string) => listAgentGrants(db, DEVICE_GRANTS, caller, deviceId);

export const revokeDeviceGrant = (db: PrismaClient, caller: UserCaller, deviceId: string, agentId: string, audit: AuditContext) =>
  revokeFromAgent(db, DEVICE_GRANTS, caller, deviceId, agentId, audit);
