import { decidePublishRequest } from '../../domain/publishing/publish-requests.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { decidePublishRequestMeta, ZDecidePublishRequestRequestSchema, ZDecidePublishRequestResponseSchema } from './decide-publish-request.types.js';
import { toPublishRequestResponse } from './publication.types.js';

export const decidePublishRequestRoute = userProcedure
  .meta(decidePublishRequestMeta)
  .input(ZDecidePublishRequestRequestSchema)
  .output(ZDecidePublishRequestResponseSchema)
  .mutation(async ({ ctx, input }) => toPublishRequestResponse(await decidePublishRequest(ctx.db.prisma, ctx.caller, input.id, input, userAuditContext(ctx)), ctx.caller));
