import { z } from 'zod';
import { ZJsonObjectSchema } from '../../domain/bounded.js';
import { DEVICE_COMMAND_FIELDS } from '../../domain/devices/command-schema.js';
import { CLAIM_MAX, COMMAND_LEASE_SECONDS } from '../../domain/devices/devices.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListOrderSchema, ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import {
  COMMAND_EXAMPLE,
  DEVICE_EXAMPLE,
  DEVICE_ITSELF,
  DEVICE_ITSELF_AND_PEOPLE,
  DEVICE_PEOPLE,
  DEVICE_TOKEN_RULE,
  SESSION_EXAMPLE,
  ZDeviceCommandIdSchema,
  ZDeviceCommandSchema,
  ZDeviceIdSchema,
  ZDeviceSchema,
  ZDeviceSessionSchema,
} from './device.types.js';

export const ZHeartbeatRequestSchema = z.strictObject({ id: ZDeviceIdSchema });

export const heartbeatMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices/{id}/heartbeat',
    tags: ['Devices'],
    summary: 'A device says it is alive',
    description: `Records the heartbeat, which makes the device \`online\` in GET /api/v1/devices for a while. Device token only. ${DEVICE_TOKEN_RULE}.`,
  },
  auth: DEVICE_ITSELF,
  examples: { response: DEVICE_EXAMPLE },
};
export const ZHeartbeatResponseSchema = ZDeviceSchema;

export const ZQueueCommandRequestSchema = z.strictObject({ id: ZDeviceIdSchema, ...DEVICE_COMMAND_FIELDS });

export const queueCommandMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices/{id}/commands',
    tags: ['Devices'],
    summary: 'Queue a command for a device',
    description: "Queued `pending` for the device to claim (GET /api/v1/devices/{id}/commands?status=pending). Another organization's device, or a revoked one, is 404. By a person, members up; an agent the device is granted to (POST /api/v1/devices/{id}/grants) queues one by dispatching `device.command`, governed as any dispatch. Audited as `device_command.queued`.",
  },
  auth: DEVICE_PEOPLE,
  successStatus: 201,
  examples: { request: { command: COMMAND_EXAMPLE.command, payload: COMMAND_EXAMPLE.payload }, response: COMMAND_EXAMPLE },
};

export const ZClaimCommandsRequestSchema = z.strictObject({
  id: ZDeviceIdSchema,
  status: z.literal('pending').meta({ description: 'Only pending commands are handed out' }),
  limit: z.number().int().min(1).max(CLAIM_MAX).default(CLAIM_MAX).meta({ description: `How many to claim at most, 1 to ${CLAIM_MAX}` }),
});
export const ZClaimCommandsResponseSchema = z.object({ data: z.array(ZDeviceCommandSchema).max(CLAIM_MAX) });

export const claimCommandsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/devices/{id}/commands',
    tags: ['Devices'],
    summary: "Claim a device's pending commands",
    description: `Hands out the device's pending commands, oldest first, each leased to the caller for ${COMMAND_LEASE_SECONDS} seconds: concurrent claims, from any server instance, never hand out one command twice. Report each with POST /api/v1/devices/{id}/commands/{command_id}/done; one not reported before its lease ends is handed out again (\`claims\` counts the hand-outs), so a device must tolerate running a command twice. Not idempotent, though a GET. Device token only. ${DEVICE_TOKEN_RULE}.`,
  },
  auth: DEVICE_ITSELF,
  examples: { response: { data: [{ ...COMMAND_EXAMPLE, claims: 1, claimed_until: COMMAND_EXAMPLE.created_at }] } },
};

export const ZCompleteCommandRequestSchema = z.strictObject({ id: ZDeviceIdSchema, command_id: ZDeviceCommandIdSchema, result: ZJsonObjectSchema });

export const completeCommandMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices/{id}/commands/{command_id}/done',
    tags: ['Devices'],
    summary: 'Report a command done',
    description: `Marks the command \`done\` with its \`result\`; it is never handed out again. A command of another device is 404; one already done is 409. Device token only. ${DEVICE_TOKEN_RULE}. Audited as \`device_command.done\`, the device the actor.`,
    errorResponses: { 409: 'The command is already done (`conflict`)' },
  },
  auth: DEVICE_ITSELF,
  examples: { request: { result: { printed: true } }, response: { ...COMMAND_EXAMPLE, status: 'done', result: { printed: true }, claims: 1, done_at: COMMAND_EXAMPLE.created_at } },
};

export const ZListCommandsRequestSchema = ZListRequestSchema('dcmd').extend({
  id: ZDeviceIdSchema,
  status: ZDeviceCommandSchema.shape.status.optional().meta({ description: 'Only commands in this status; default: all' }),
  order: ZListOrderSchema,
});
export const ZListCommandsResponseSchema = ZPageSchema(ZDeviceCommandSchema);

export const listCommandsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/devices/{id}/commands/history',
    tags: ['Devices'],
    summary: "A device's commands, as people read them",
    description:
      "The device's commands in any status (or `status`), with their results, oldest first (`order=desc`: newest first), a page at a time. Reading hands no command out: the device claims its own with GET /api/v1/devices/{id}/commands?status=pending. Another organization's device, or a revoked one, is 404. By a person, members up.",
  },
  auth: DEVICE_PEOPLE,
  examples: { response: page({ ...COMMAND_EXAMPLE, status: 'done', result: { printed: true }, claims: 1, done_at: COMMAND_EXAMPLE.created_at }) },
};

export const ZListSessionsRequestSchema = ZListRequestSchema('dses').extend({ id: ZDeviceIdSchema });
export const ZListSessionsResponseSchema = ZPageSchema(ZDeviceSessionSchema);

export const listSessionsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/devices/{id}/sessions',
    tags: ['Devices'],
    summary: "A device's sessions",
    description: `Oldest first, a page at a time. By the device's own token, or a person, members up. ${DEVICE_TOKEN_RULE}.`,
  },
  auth: DEVICE_ITSELF_AND_PEOPLE,
  examples: { response: page(SESSION_EXAMPLE) },
};

export const ZStartSessionRequestSchema = z.strictObject({ id: ZDeviceIdSchema, metadata: ZJsonObjectSchema.default({}) });

export const startSessionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices/{id}/sessions',
    tags: ['Devices'],
    summary: 'Start a device session',
    description: `Started by the device itself (device token only), which alone knows when one begins; people read them. ${DEVICE_TOKEN_RULE}.`,
  },
  auth: DEVICE_ITSELF,
  successStatus: 201,
  examples: { request: { metadata: SESSION_EXAMPLE.metadata }, response: SESSION_EXAMPLE },
};
