import { openTurn } from '../../domain/chat/turn.js';
import { userAuditContext } from '../../trpc/audit-context.js';
import { userProcedure } from '../../trpc/init.js';
import { streamOutput } from '../../trpc/stream.js';
import { chatTurnMeta, chatTurnStream, ZChatTurnRequestSchema } from './turn.types.js';

export const chatTurnRoute = userProcedure
  .meta(chatTurnMeta)
  .input(ZChatTurnRequestSchema)
  .output(streamOutput(chatTurnStream))
  .mutation(async ({ ctx, input, signal }) => {
    const events = await openTurn(
      { db: ctx.db.prisma, config: ctx.config, logger: ctx.logger },
      ctx.caller,
      {
        sessionId: input.session_id,
        message: input.message,
        model: input.model,
        continueFrom: input.continue_from,
        toolResults: input.tool_results,
        localTools: input.local_tools,
      },
      { signal: signal!, lastEventId: ctx.lastEventId, audit: userAuditContext(ctx) },
    );
    return (async function* () {
      for await (const { seq, turnId: _turn, ...event } of events) yield { ...event, id: String(seq) };
    })();
  });
