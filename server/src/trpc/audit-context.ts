import type { AgentCaller, Caller, DeviceCaller, UserCaller } from '../domain/auth/caller.js';
import type { AuditContext } from '../domain/audit/record.js';
import type { Context } from './context.js';

/** The audit trail's view of a person's request. */
export function userAuditContext(ctx: Context & { caller: UserCaller }): AuditContext {
  return { actor: { type: 'user', id: ctx.caller.userId }, requestId: ctx.requestId };
}

/** The audit trail's view of an agent's request. */
export function agentAuditContext(ctx: Context & { caller: AgentCaller }): AuditContext {
  return { actor: { type: 'agent', id: ctx.caller.agentId }, requestId: ctx.requestId };
}

/** The audit trail's view of a request that an agent or a person may make. */
export function callerAuditContext(ctx: Context & { caller: Caller }): AuditContext {
  const { caller } = ctx;
  return caller.kind === 'agent' ? agentAuditContext({ ...ctx, caller }) : userAuditContext({ ...ctx, caller });
}

/** The audit trail's view of a device's request: the device is the actor. */
export function deviceAuditContext(ctx: Context & { caller: DeviceCaller }): AuditContext {
  return { actor: { type: 'device', id: ctx.caller.deviceId }, requestId: ctx.requestId };
}
