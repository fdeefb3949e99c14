import { z } from 'zod';
import { ZLabelSchema } from '../../domain/bounded.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { DEVICE_EXAMPLE, DEVICE_PEOPLE, DEVICE_TOKEN_RULE, ZDeviceIdSchema, ZDeviceSchema } from './device.types.js';
import { ONLINE_WINDOW_SECONDS } from '../../domain/devices/devices.js';

export const ZRegisterDeviceRequestSchema = z.strictObject({ name: z.string().trim().min(1).max(200).meta({ description: 'What people call the device' }) });

export const ZRegisteredDeviceSchema = z
  .object({
    device: ZDeviceSchema,
    token: ZLabelSchema.meta({ description: 'device_token_…: the device\'s credential. Shown this once, stored hashed (SHA-256, as agent keys are), never readable again' }),
  })
  .meta({ id: 'RegisteredDevice' });

export const registerDeviceMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices',
    tags: ['Devices'],
    summary: 'Register a device',
    description: `A device in the caller's workspace. The answer (201) carries its \`token\` this once (prefix \`device_token_\`): the device sends it as \`Authorization: Bearer device_token_…\` to its heartbeat, command and session routes. ${DEVICE_TOKEN_RULE}. By a person (browser session or personal token), members up. Audited as \`device.registered\`.`,
  },
  auth: DEVICE_PEOPLE,
  successStatus: 201,
  examples: { request: { name: DEVICE_EXAMPLE.name }, response: { device: { ...DEVICE_EXAMPLE, online: false, last_heartbeat_at: null }, token: 'device_token_Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCB0b2tlbg' } },
};

export const ZListDevicesRequestSchema = ZListRequestSchema('dev');
export const ZListDevicesResponseSchema = ZPageSchema(ZDeviceSchema);

export const listDevicesMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/devices',
    tags: ['Devices'],
    summary: "The workspace's devices",
    description: `The live (not revoked) devices of the caller's workspace, oldest first, a page at a time. \`online\` is true while the last heartbeat (POST /api/v1/devices/{id}/heartbeat) is younger than ${ONLINE_WINDOW_SECONDS} seconds. Tokens are never shown. By a person, members up.`,
  },
  auth: DEVICE_PEOPLE,
  examples: { response: page(DEVICE_EXAMPLE) },
};

export const ZDeviceRequestSchema = z.strictObject({ id: ZDeviceIdSchema });

export const revokeDeviceMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/devices/{id}',
    tags: ['Devices'],
    summary: 'Revoke a device',
    description: "Its token is refused (401) from the next request on, and it is no longer listed; its commands and sessions stay for the record. Another organization's device, or one already revoked, is 404. By a person, members up. Audited as `device.revoked`.",
  },
  auth: DEVICE_PEOPLE,
  successStatus: 204,
};
