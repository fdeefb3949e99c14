import { mintPersonalToken } from '../../domain/auth/personal-tokens.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { createPersonalTokenMeta, ZCreatePersonalTokenRequestSchema, ZCreatePersonalTokenResponseSchema } from './create.types.js';

export const createPersonalTokenRoute = userProcedure
  .meta(createPersonalTokenMeta)
  .input(ZCreatePersonalTokenRequestSchema)
  .output(ZCreatePersonalTokenResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { record, token } = await mintPersonalToken(ctx.db.prisma, ctx.caller, input.name, userAuditContext(ctx));
    return { id: record.id, name: record.name, workspace_id: record.workspaceId, token, enabled: record.enabled, created_at: record.createdAt.toISOString() };
  });
