import { unpublishVersion } from '../../../domain/publishing/publications.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { unpublishWorkflowVersionMeta, ZUnpublishWorkflowVersionRequestSchema, ZUnpublishWorkflowVersionResponseSchema } from './unpublish.types.js';
import { toWorkflowVersionResponse } from './version.types.js';

export const unpublishWorkflowVersionRoute = userProcedure
  .meta(unpublishWorkflowVersionMeta)
  .input(ZUnpublishWorkflowVersionRequestSchema)
  .output(ZUnpublishWorkflowVersionResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toWorkflowVersionResponse(await unpublishVersion(ctx.db.prisma, ctx.caller, input.id, input.versionId, input.reason, userAuditContext(ctx))),
  );
