import type { InternalHandler } from '../catalog/internal.js';
import type { DeviceCommandPayload, DeviceCommandResult } from '../catalog/operations/device.js';
import { DomainError } from '../errors.js';
import { toCommandResponse } from './command-schema.js';
import { isDeviceGranted, queueCommand } from './devices.js';

/**
 * device.command, the internal operation (catalog/internal.ts): a command queued, through the one
 * function a person's route calls, for a live device of the agent's organization granted to it
 * (else blocked resource_not_granted, debiting nothing). A test key's request is checked the same
 * and queues nothing: a device has no test mode, and a test key must not make one act.
 */
export const commandGrantedDevice: InternalHandler<DeviceCommandPayload, DeviceCommandResult> = async (payload, { db, request, audit }) => {
  const refusal = {
    status: 'blocked' as const,
    reasonCode: 'resource_not_granted' as const,
    detail: `The device ${payload.device_id} is not granted to this agent, or is revoked: a person grants it with POST /api/v1/devices/{id}/grants`,
  };
  if (request.mode === 'test') {
    return (await isDeviceGranted(db, request.orgId, request.agentId, payload.device_id)) ? { status: 'executed', result: { command: null }, costCents: 0 } : refusal;
  }
  try {
    const queuer = { kind: 'agent' as const, orgId: request.orgId, agentId: request.agentId };
    const command = await queueCommand(db, queuer, payload.device_id, { command: payload.command, payload: payload.payload }, audit);
    return { status: 'executed', result: { command: toCommandResponse(command) }, costCents: Number(request.holdCents) };
  } catch (error) {
    // queueCommand checks the grant (not_found when there is none, or the device is revoked).
    if (error instanceof DomainError && error.code === 'not_found') return refusal;
    throw error;
  }
};
