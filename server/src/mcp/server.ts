import { Server, type CallToolResult } from '@modelcontextprotocol/server';
import { VERSION } from '../version.js';
import { ApiRefusal, type ProctorApi } from './api.js';
import { CLIENT_KEY_META, idempotencyKeyOf } from './idempotency.js';
import { callTool, listTools } from './tools/index.js';

const INSTRUCTIONS =
  "Proctor's governed tools: each paid tool is dispatched through Proctor's pipeline (policy, budgets, approval, the provider, the debit, the audit trail) as this agent. " +
  'A tool that needs a person\'s approval answers with the approval id: call proctor_request with the service request id for its outcome. proctor_balance says what the limits have left.';

const refused = (error: ApiRefusal): CallToolResult => ({ content: [{ type: 'text', text: error.message }], isError: true });

/**
 * One MCP server over `api`, the agent's: per HTTP request (http.ts) or per stdio connection
 * (stdio.ts). `scope` is what tells one client's retries from another client's calls
 * (idempotency.ts): asked per call, since over HTTP it comes with the request.
 */
export function mcpServer(api: ProctorApi, scope: () => string): Server {
  const server = new Server({ name: 'proctor', version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler('tools/list', async () => ({ tools: await listTools(api) }));
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const { name, arguments: args = {}, _meta: meta } = request.params;
    const token = meta?.progressToken;
    const progress =
      token === undefined
        ? undefined
        : (progress: number, message: string) => ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress, message } });
    const idempotencyKey = idempotencyKeyOf({ scope: scope(), requestId: ctx.mcpReq.id, tool: name, args, clientKey: meta?.[CLIENT_KEY_META] });
    try {
      return await callTool(name, args, { api, idempotencyKey, progress, signal: ctx.mcpReq.signal });
    } catch (error) {
      if (error instanceof ApiRefusal) return refused(error);
      throw error;
    }
  });
  return server;
}
