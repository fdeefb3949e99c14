import { z } from 'zod';
import { ZJsonObjectSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import type { ProcedureMeta } from '../../trpc/init.js';

const ZJsonRpcIdSchema = z.union([ZLabelSchema, z.number().int()]);

/** One JSON-RPC message of the Model Context Protocol; what each method takes is the protocol's, checked by the MCP SDK. */
export const ZMcpMessageSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: ZJsonRpcIdSchema.optional().meta({ description: 'A request\'s id; a notification has none' }),
    method: ZLabelSchema.optional().meta({ description: 'initialize, tools/list, tools/call, ping, a notification (notifications/initialized), or server/discover' }),
    params: ZJsonObjectSchema.optional(),
  })
  .meta({ id: 'McpMessage' });

/** The JSON-RPC answer to a request: a result, or an error that the protocol (not a tool) raised. */
const ZMcpAnswerSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: ZJsonRpcIdSchema.nullable(),
    result: ZJsonObjectSchema.optional().meta({ description: 'tools/list: {tools}; tools/call: a tool result {content, structuredContent, isError}' }),
    error: z.object({ code: z.number().int(), message: ZTextSchema, data: z.unknown().optional() }).optional().meta({ id: 'McpProtocolError' }),
  })
  .meta({ id: 'McpAnswer' });

/** Nothing is left to send once the SDK's transport has answered on the response itself. */
export const ZMcpServedSchema = ZMcpAnswerSchema.optional();

const MCP_EXAMPLE = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'data.csv_parse', arguments: { csv: 'name,qty\nbolt,3\n' } } };

export const serveMcpMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/mcp',
    tags: ['MCP'],
    summary: 'Model Context Protocol endpoint: the agent\'s governed tools',
    description:
      'The Model Context Protocol over Streamable HTTP, stateless: every POST is one JSON-RPC message answered on its own (no session is kept, so any instance serves any call; GET and DELETE are 405; a notification is 202 without a body), in the 2026-07-28 revision or the 2025 ones. ' +
      'Authenticated with the agent key as Bearer (401 without, 403 for another kind of credential, in the error envelope). ' +
      'What the transport refuses before any method runs (a body that is no JSON-RPC request, notification or response, an Accept that does not list both application/json and text/event-stream, as MCP asks of every client, an MCP-Protocol-Version it does not speak) is 400 `invalid_request` in the error envelope too. ' +
      '`tools/list` answers the agent\'s enabled bindings as tools (the operation is the name, its catalog JSON Schema the inputSchema, the description its price, the limits left as GET /api/v1/agents/me computes them and the approval threshold), each workflow granted to it as `workflow.run.<workflow id>`, and `proctor_balance` and `proctor_request`. ' +
      '`tools/call` dispatches through the same pipeline as POST /api/v1/service-requests: `approval_required` and `running` are results that name the approval and the request, blocked and failed are tool errors (`isError`) with the reason code and its advice. ' +
      'Each call\'s Idempotency-Key is the client\'s own `_meta["proctor/idempotency_key"]` when it sends one, else derived from the JSON-RPC id, the tool and its arguments within the client\'s Mcp-Session-Id, or, without one, within a 10-minute window: a resent message is not charged twice. ' +
      'With a progressToken a call waiting for approval or running waits up to 30 s for its outcome, sending a progress notification each second (the answer is then an event stream). ' +
      'The Host header must be loopback, the bound address or PROCTOR_PUBLIC_URL\'s host (403 otherwise: DNS-rebinding protection). `proctor mcp` serves the same tools over stdio. See docs/mcp.md.',
  },
  auth: { credentials: ['agent'] },
  sdk: false,
  examples: {
    request: MCP_EXAMPLE,
    response: {
      jsonrpc: '2.0',
      id: 1,
      result: {
        content: [{ type: 'text', text: '{"columns":["name","qty"],"rows":[{"name":"bolt","qty":"3"}],"row_count":1}' }],
        structuredContent: { id: 'sr_01jh0x9q4w6e8r0t2y4u6i8o0p', status: 'executed', operation: 'data.csv_parse', cost_cents: 1, result: { columns: ['name', 'qty'], rows: [{ name: 'bolt', qty: '3' }], row_count: 1 } },
      },
    },
  },
};
