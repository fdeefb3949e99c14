import { listPersonalTokens } from '../../domain/auth/personal-tokens.js';
import { userProcedure } from '../../trpc/init.js';
import { listPersonalTokensMeta, ZListPersonalTokensRequestSchema, ZListPersonalTokensResponseSchema } from './list.types.js';
import { toPersonalTokenResponse } from './personal-token.types.js';

export const listPersonalTokensRoute = userProcedure
  .meta(listPersonalTokensMeta)
  .input(ZListPersonalTokensRequestSchema)
  .output(ZListPersonalTokensResponseSchema)
  .query(async ({ ctx, input }) => {
    const page = await listPersonalTokens(ctx.db.prisma, ctx.caller, input);
    return { data: page.data.map(toPersonalTokenResponse), next_cursor: page.nextCursor };
  });
