import { setChatAgent } from '../../domain/connected-apps/apps.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toConnectedAppResponse } from './connected-app.types.js';
import { updateConnectedAppMeta, ZUpdateConnectedAppRequestSchema, ZUpdateConnectedAppResponseSchema } from './update.types.js';

export const updateConnectedAppRoute = userProcedure
  .meta(updateConnectedAppMeta)
  .input(ZUpdateConnectedAppRequestSchema)
  .output(ZUpdateConnectedAppResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toConnectedAppResponse(await setChatAgent(ctx.db.prisma, ctx.caller, input.id, input.chat_agent_id, userAuditContext(ctx))),
  );
