import { postMessage } from '../../../domain/agents/conversations.js';
import { authedProcedure } from '../../../trpc/init.js';
import { toMessageResponse } from './message.types.js';
import { postMessageMeta, ZPostMessageRequestSchema, ZPostMessageResponseSchema } from './post-message.types.js';

export const postMessageRoute = authedProcedure
  .meta(postMessageMeta)
  .input(ZPostMessageRequestSchema)
  .output(ZPostMessageResponseSchema)
  .mutation(async ({ ctx, input }) =>
    toMessageResponse(await postMessage(ctx.db.prisma, ctx.caller, input.id, input.cid, { role: input.role, content: input.content })),
  );
