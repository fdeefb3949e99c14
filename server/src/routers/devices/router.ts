import { z } from 'zod';
import {
  claimCommands,
  completeCommand,
  heartbeat,
  listCommands,
  listDevices,
  listSessions,
  queueCommand,
  registerDevice,
  revokeDevice,
  startSession,
} from '../../domain/devices/devices.js';
import { grantDevice, listDeviceGrants, revokeDeviceGrant } from '../../domain/devices/grants.js';
import { deviceAuditContext, userAuditContext } from '../../trpc/audit-context.js';
import { deviceProcedure, router, userProcedure } from '../../trpc/init.js';
import { ZDeviceCommandSchema, ZDeviceSessionSchema, toCommandResponse, toDeviceResponse, toSessionResponse } from './device.types.js';
import {
  claimCommandsMeta,
  completeCommandMeta,
  heartbeatMeta,
  listCommandsMeta,
  listSessionsMeta,
  queueCommandMeta,
  startSessionMeta,
  ZClaimCommandsRequestSchema,
  ZClaimCommandsResponseSchema,
  ZCompleteCommandRequestSchema,
  ZHeartbeatRequestSchema,
  ZHeartbeatResponseSchema,
  ZListCommandsRequestSchema,
  ZListCommandsResponseSchema,
  ZListSessionsRequestSchema,
  ZListSessionsResponseSchema,
  ZQueueCommandRequestSchema,
  ZStartSessionRequestSchema,
} from './commands.types.js';
import {
  grantDeviceMeta,
  listDeviceGrantsMeta,
  revokeDeviceGrantMeta,
  toDeviceGrantResponse,
  ZDeviceGrantSchema,
  ZGrantDeviceRequestSchema,
  ZListDeviceGrantsRequestSchema,
  ZListDeviceGrantsResponseSchema,
  ZRevokeDeviceGrantRequestSchema,
} from './grants.types.js';
import {
  listDevicesMeta,
  registerDeviceMeta,
  revokeDeviceMeta,
  ZDeviceRequestSchema,
  ZListDevicesRequestSchema,
  ZListDevicesResponseSchema,
  ZRegisterDeviceRequestSchema,
  ZRegisteredDeviceSchema,
} from './register.types.js';

/** A device route a device token calls: its caller, narrowed (deviceProcedure also lets people through where meta.auth does). */
function asDevice<C extends { kind: string }>(caller: C): Extract<C, { kind: 'device' }> {
  if (caller.kind !== 'device') throw new Error('this device route accepts device tokens only (meta.auth)');
  return caller as Extract<C, { kind: 'device' }>;
}

export const devicesRouter = router({
  register: userProcedure
    .meta(registerDeviceMeta)
    .input(ZRegisterDeviceRequestSchema)
    .output(ZRegisteredDeviceSchema)
    .mutation(async ({ ctx, input }) => {
      const { device, token } = await registerDevice(ctx.db.prisma, ctx.caller, input.name, userAuditContext(ctx));
      return { device: toDeviceResponse(device), token };
    }),
  list: userProcedure
    .meta(listDevicesMeta)
    .input(ZListDevicesRequestSchema)
    .output(ZListDevicesResponseSchema)
    .query(async ({ ctx, input }) => {
      const page = await listDevices(ctx.db.prisma, ctx.caller.workspaceId, input);
      return { data: page.data.map(toDeviceResponse), next_cursor: page.nextCursor };
    }),
  revoke: userProcedure
    .meta(revokeDeviceMeta)
    .input(ZDeviceRequestSchema)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await revokeDevice(ctx.db.prisma, ctx.caller, input.id, userAuditContext(ctx));
    }),
  listGrants: userProcedure
    .meta(listDeviceGrantsMeta)
    .input(ZListDeviceGrantsRequestSchema)
    .output(ZListDeviceGrantsResponseSchema)
    .query(async ({ ctx, input }) => ({ data: (await listDeviceGrants(ctx.db.prisma, ctx.caller, input.id)).map(toDeviceGrantResponse) })),
  grant: userProcedure
    .meta(grantDeviceMeta)
    .input(ZGrantDeviceRequestSchema)
    .output(ZDeviceGrantSchema)
    .mutation(async ({ ctx, input }) => toDeviceGrantResponse(await grantDevice(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx)))),
  revokeGrant: userProcedure
    .meta(revokeDeviceGrantMeta)
    .input(ZRevokeDeviceGrantRequestSchema)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await revokeDeviceGrant(ctx.db.prisma, ctx.caller, input.id, input.agent_id, userAuditContext(ctx));
    }),
  heartbeat: deviceProcedure
    .meta(heartbeatMeta)
    .input(ZHeartbeatRequestSchema)
    .output(ZHeartbeatResponseSchema)
    .mutation(async ({ ctx, input }) => toDeviceResponse(await heartbeat(ctx.db.prisma, asDevice(ctx.caller), input.id))),
  queueCommand: userProcedure
    .meta(queueCommandMeta)
    .input(ZQueueCommandRequestSchema)
    .output(ZDeviceCommandSchema)
    .mutation(async ({ ctx, input }) =>
      toCommandResponse(await queueCommand(ctx.db.prisma, ctx.caller, input.id, { command: input.command, payload: input.payload }, userAuditContext(ctx))),
    ),
  claimCommands: deviceProcedure
    .meta(claimCommandsMeta)
    .input(ZClaimCommandsRequestSchema)
    .output(ZClaimCommandsResponseSchema)
    .query(async ({ ctx, input }) => ({ data: (await claimCommands(ctx.db.prisma, asDevice(ctx.caller), input.id, input.limit)).map(toCommandResponse) })),
  listCommands: userProcedure
    .meta(listCommandsMeta)
    .input(ZListCommandsRequestSchema)
    .output(ZListCommandsResponseSchema)
    .query(async ({ ctx, input }) => {
      const page = await listCommands(ctx.db.prisma, ctx.caller, input.id, input);
      return { data: page.data.map(toCommandResponse), next_cursor: page.nextCursor };
    }),
  completeCommand: deviceProcedure
    .meta(completeCommandMeta)
    .input(ZCompleteCommandRequestSchema)
    .output(ZDeviceCommandSchema)
    .mutation(async ({ ctx, input }) => {
      const caller = asDevice(ctx.caller);
      return toCommandResponse(await completeCommand(ctx.db.prisma, caller, input.id, input.command_id, input.result, deviceAuditContext({ ...ctx, caller })));
    }),
  listSessions: deviceProcedure
    .meta(listSessionsMeta)
    .input(ZListSessionsRequestSchema)
    .output(ZListSessionsResponseSchema)
    .query(async ({ ctx, input }) => {
      const page = await listSessions(ctx.db.prisma, ctx.caller, input.id, input);
      return { data: page.data.map(toSessionResponse), next_cursor: page.nextCursor };
    }),
  startSession: deviceProcedure
    .meta(startSessionMeta)
    .input(ZStartSessionRequestSchema)
    .output(ZDeviceSessionSchema)
    .mutation(async ({ ctx, input }) => toSessionResponse(await startSession(ctx.db.prisma, asDevice(ctx.caller), input.id, input.metadata))),
});
