import { serveMcp } from '../../mcp/http.js';
import { agentProcedure } from '../../trpc/init.js';
import { serveMcpMeta, ZMcpMessageSchema, ZMcpServedSchema } from './serve.types.js';

/** The MCP SDK's transport answers on the response itself (mcp/http.ts): the REST bridge then has nothing to write. */
export const serveMcpRoute = agentProcedure
  .meta(serveMcpMeta)
  .input(ZMcpMessageSchema)
  .output(ZMcpServedSchema)
  .mutation(async ({ ctx, input }) => {
    await serveMcp(ctx, input);
    return undefined;
  });
