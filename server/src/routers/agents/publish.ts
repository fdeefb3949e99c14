import { requestAgentPublication } from '../../domain/publishing/publish-requests.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toPublishRequestResponse } from '../publishing/publication.types.js';
import { publishAgentMeta, ZPublishAgentRequestSchema, ZPublishAgentResponseSchema } from './publish.types.js';

export const publishAgentRoute = userProcedure
  .meta(publishAgentMeta)
  .input(ZPublishAgentRequestSchema)
  .output(ZPublishAgentResponseSchema)
  .mutation(async ({ ctx, input }) => toPublishRequestResponse(await requestAgentPublication(ctx.db.prisma, ctx.caller, input.id, input.scope, userAuditContext(ctx)), ctx.caller));
