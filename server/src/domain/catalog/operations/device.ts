import { z } from 'zod';
import { defineInternalOperation, perRequest } from '../define.js';
import { ZIdSchema } from '../../bounded.js';
import { DEVICE_COMMAND_FIELDS, ZDeviceCommandResultSchema } from '../../devices/command-schema.js';

export const ZDeviceCommandPayloadSchema = z.strictObject({
  device_id: ZIdSchema.min(1).meta({ description: 'The device’s id (dev_…), granted to the agent' }),
  ...DEVICE_COMMAND_FIELDS,
});

export type DeviceCommandPayload = z.infer<typeof ZDeviceCommandPayloadSchema>;
export type DeviceCommandResult = z.infer<typeof ZDeviceCommandResultSchema>;

export const deviceCommand = defineInternalOperation({
  operation: 'device.command',
  service: 'device',
  name: 'Command a device',
  description:
    'Queues a command for a device, as POST /api/v1/devices/{id}/commands does for a person: `pending` until the device claims it with its own token. Only a live device granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the device revoked, or another organization’s ends blocked resource_not_granted, nothing debited. Audited as `device_command.queued` with the agent the actor. A test key checks the same and queues nothing: result.command is null.',
  payload: ZDeviceCommandPayloadSchema,
  result: ZDeviceCommandResultSchema,
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself: queues a command for a granted device (an internal operation)',
  liveSettings: [],
  examples: [{ description: 'Print a report', payload: { device_id: 'dev_01jz8k3m4n5p6q7r8s9t0v1w2x', command: 'print', payload: { file: 'report.pdf' } } }],
  sandboxFailures: [{ description: 'A device not granted to the agent ends blocked (resource_not_granted)', payload: { device_id: 'dev_unknown', command: 'print', payload: {} } }],
  // Its handler, commandGrantedDevice (devices/command-operation.ts), is registered at start-up (catalog/internal.ts).
  internal: true,
});
