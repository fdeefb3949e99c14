import { z } from 'zod';
import type { DeviceCommand } from '../../generated/prisma/client.js';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema, ZTimestampSchema } from '../bounded.js';
import { COMMAND_LEASE_SECONDS } from './devices.js';

/** What a command is, as a person's POST /api/v1/devices/{id}/commands and device.command take it. */
export const DEVICE_COMMAND_FIELDS = {
  command: z.string().trim().min(1).max(200).meta({ description: 'What the device is to do; the device decides what it means' }),
  payload: ZJsonObjectSchema.default({}),
};

/** A command as a person's POST /api/v1/devices/{id}/commands answers it, and as device.command's result holds it: one shape. */
const COMMAND = z.object({
  id: ZIdSchema,
  device_id: ZIdSchema,
  command: ZLabelSchema,
  payload: ZJsonObjectSchema,
  status: z.enum(['pending', 'done']),
  result: ZJsonObjectSchema.nullable(),
  claimed_until: ZTimestampSchema.nullable().meta({ description: `The end of its current lease (${COMMAND_LEASE_SECONDS} s from a claim); unacknowledged by then, it is handed out again` }),
  claims: z.number().int().min(0).meta({ description: 'How many times it was handed out' }),
  created_at: ZTimestampSchema,
  done_at: ZTimestampSchema.nullable(),
});

/** The API's component; device.command's result holds COMMAND itself (ZDeviceCommandResultSchema), as an operation's result carries no component ids. */
export const ZDeviceCommandSchema = COMMAND.meta({ id: 'DeviceCommand' });

export const ZDeviceCommandResultSchema = z.object({
  command: COMMAND.nullable().meta({ description: 'The command queued, as GET /api/v1/devices/{id}/commands hands it to the device; null with a test key, which queues nothing (a device has no test mode)' }),
});

export const toCommandResponse = (command: DeviceCommand) => ({
  id: command.id,
  device_id: command.deviceId,
  command: command.command,
  payload: command.payload as Record<string, unknown>,
  status: command.status,
  result: command.result as Record<string, unknown> | null,
  claimed_until: command.claimedUntil?.toISOString() ?? null,
  claims: command.claims,
  created_at: command.createdAt.toISOString(),
  done_at: command.doneAt?.toISOString() ?? null,
});
