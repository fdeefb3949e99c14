import type { UserCaller } from '../domain/caller.js';
import type { AuditContext } from '../domain/audit/record.js';
import type { Context } from './context.js';

/** The audit trail's view of a person's request. */
export function userAuditContext(ctx: Context & { caller: UserCaller }): AuditContext {
  return { actor: { type: 'user', id: ctx.caller.userId }, requestId: ctx.requestId };
}
