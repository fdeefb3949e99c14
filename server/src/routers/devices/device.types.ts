import { z } from 'zod';
import { ZIdSchema, ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';
import { isOnline, ONLINE_WINDOW_SECONDS } from '../../domain/devices/devices.js';
import type { Device, DeviceSession } from '../../generated/prisma/client.js';
export { toCommandResponse, ZDeviceCommandSchema } from '../../domain/devices/command-schema.js';
import { CREATED_AT, USER_ID } from '../examples.js';
import { ZTimestampSchema } from '../shared.types.js';

/** Device routes people call: by browser session or personal token, members up. */
export const DEVICE_PEOPLE = { credentials: ['session', 'pat'], role: 'member' } as const;
/** Device routes only a device's own token calls. */
export const DEVICE_ITSELF = { credentials: ['device'] } as const;
/** Device routes its token and people read. */
export const DEVICE_ITSELF_AND_PEOPLE = { credentials: ['device', 'session', 'pat'], role: 'member' } as const;

export const DEVICE_TOKEN_RULE =
  "A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once";

export const ZDeviceIdSchema = ZIdSchema.min(1).meta({ description: 'Device id (dev_…)' });
export const ZDeviceCommandIdSchema = ZIdSchema.min(1).meta({ description: 'Command id (dcmd_…)' });

export const ZDeviceSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    online: z.boolean().meta({ description: `true while its last heartbeat is younger than ${ONLINE_WINDOW_SECONDS} seconds` }),
    last_heartbeat_at: ZTimestampSchema.nullable(),
    created_by: ZLabelSchema.nullable().meta({ description: 'The user id of the person who registered it' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'Device' });

export const ZDeviceSessionSchema = z
  .object({ id: ZIdSchema, device_id: ZIdSchema, metadata: ZJsonObjectSchema, started_at: ZTimestampSchema })
  .meta({ id: 'DeviceSession' });

export const toDeviceResponse = (device: Device) => ({
  id: device.id,
  name: device.name,
  online: isOnline(device),
  last_heartbeat_at: device.lastHeartbeatAt?.toISOString() ?? null,
  created_by: device.createdBy,
  created_at: device.createdAt.toISOString(),
});

export const toSessionResponse = (session: DeviceSession) => ({
  id: session.id,
  device_id: session.deviceId,
  metadata: session.metadata as Record<string, unknown>,
  started_at: session.startedAt.toISOString(),
});

const DEVICE_ID = 'dev_01jz8k3m4n5p6q7r8s9t0v1w2x';
export const DEVICE_EXAMPLE = {
  id: DEVICE_ID,
  name: 'Lab printer',
  online: true,
  last_heartbeat_at: CREATED_AT,
  created_by: USER_ID,
  created_at: CREATED_AT,
};
export const COMMAND_EXAMPLE = {
  id: 'dcmd_01jz8k3m4n5p6q7r8s9t0v1w2y',
  device_id: DEVICE_ID,
  command: 'print',
  payload: { file: 'report.pdf' },
  status: 'pending' as const,
  result: null,
  claimed_until: null,
  claims: 0,
  created_at: CREATED_AT,
  done_at: null,
};
export const SESSION_EXAMPLE = { id: 'dses_01jz8k3m4n5p6q7r8s9t0v1w2z', device_id: DEVICE_ID, metadata: { shell: 'bash' }, started_at: CREATED_AT };
