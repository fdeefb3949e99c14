import { setPersonalTokenEnabled } from '../../domain/auth/personal-tokens.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toPersonalTokenResponse, ZPersonalTokenSchema } from './personal-token.types.js';
import { updatePersonalTokenMeta, ZUpdatePersonalTokenRequestSchema } from './update.types.js';

export const updatePersonalTokenRoute = userProcedure
  .meta(updatePersonalTokenMeta)
  .input(ZUpdatePersonalTokenRequestSchema)
  .output(ZPersonalTokenSchema)
  .mutation(async ({ ctx, input }) =>
    toPersonalTokenResponse(await setPersonalTokenEnabled(ctx.db.prisma, ctx.caller, input.id, input.enabled, userAuditContext(ctx))),
  );
