import { requestWorkflowPublication } from '../../../domain/publishing/publish-requests.js';
import { userAuditContext } from '../../../trpc/audit-context.js';
import { userProcedure } from '../../../trpc/init.js';
import { toPublishRequestResponse } from '../../publishing/publication.types.js';
import { publishWorkflowVersionMeta, ZPublishWorkflowVersionRequestSchema, ZPublishWorkflowVersionResponseSchema } from './publish.types.js';

export const publishWorkflowVersionRoute = userProcedure
  .meta(publishWorkflowVersionMeta)
  .input(ZPublishWorkflowVersionRequestSchema)
  .output(ZPublishWorkflowVersionResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toPublishRequestResponse(await requestWorkflowPublication(ctx.db.prisma, ctx.caller, input.id, input.versionId, userAuditContext(ctx)), ctx.caller),
  );
