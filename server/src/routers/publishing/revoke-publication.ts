import { revokePublication } from '../../domain/publishing/publications.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { toPublicationResponse } from './publication.types.js';
import { revokePublicationMeta, ZRevokePublicationRequestSchema, ZRevokePublicationResponseSchema } from './revoke-publication.types.js';

export const revokePublicationRoute = userProcedure
  .meta(revokePublicationMeta)
  .input(ZRevokePublicationRequestSchema)
  .output(ZRevokePublicationResponseSchema)
  .mutation(async ({ ctx, input }) => toPublicationResponse(await revokePublication(ctx.db.prisma, ctx.caller, input.id, input.reason, userAuditContext(ctx))));
