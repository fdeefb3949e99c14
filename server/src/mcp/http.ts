import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, localhostAllowedHostnames, validateHostHeader, type AuthInfo } from '@modelcontextprotocol/server';
import type { Config } from '../config.js';
import type { AgentCaller } from '../domain/auth/caller.js';
import { errorBody } from '../http/errors.js';
import type { Context } from '../trpc/context.js';
import { ApiError } from '../trpc/errors.js';
import type { ProctorApi } from './api.js';
import { httpScope } from './idempotency.js';
import { inProcessApi } from './in-process-api.js';
import { mcpServer } from './server.js';

/** What one HTTP request's server works for: the authenticated agent's API, its calls' scope, and how the API words a refusal. */
interface Served {
  api: ProctorApi;
  scope: string;
  refusal: (status: number, message: string) => Response;
}

const SERVED = 'proctor';

/**
 * The SDK's stateless serving: each request gets a server of its own from this factory, over a
 * transport of its own, in either protocol era (2026-07-28's per-request envelope, or 2025's
 * stateless fallback), and nothing is kept between requests, so any instance can serve any call.
 * The request's agent reaches the factory as the SDK passes validated credentials: its auth info.
 */
const sdkHandler = createMcpHandler(({ authInfo }) => {
  const served = authInfo?.extra?.[SERVED] as Served;
  return mcpServer(served.api, () => served.scope);
});

/**
 * A message the SDK's transport refuses before any server sees it (a body that is no JSON-RPC
 * message, an Accept that does not list both media types, a protocol version it does not speak) is
 * answered by the SDK as a bare JSON-RPC error. The API answers every refusal in its one error
 * envelope: 413 and 415 as they are, any other as 400 `invalid_request`, in the SDK's words.
 */
const handler: Pick<typeof sdkHandler, 'fetch'> = {
  async fetch(request, options) {
    const response = await sdkHandler.fetch(request, options);
    if (response.status < 400 || response.status >= 500) return response;
    const served = options?.authInfo?.extra?.[SERVED] as Served;
    const answer = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = typeof answer?.error?.message === 'string' ? answer.error.message : `The MCP transport refused the request (${response.status})`;
    return served.refusal(response.status === 413 || response.status === 415 ? response.status : 400, message);
  },
};
const serveNode = toNodeHandler(handler);

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The Host names the endpoint answers (DNS-rebinding protection): loopback's, the address it
 * is bound to when that is one address, and PROCTOR_PUBLIC_URL's. Bound to every address without
 * PROCTOR_PUBLIC_URL, it answers loopback only: the name other machines use is unknown until set.
 */
export function allowedHosts(config: Config): string[] {
  const hosts = new Set(localhostAllowedHostnames());
  if (!WILDCARD_HOSTS.has(config.HOST)) hosts.add(config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST);
  if (config.PROCTOR_PUBLIC_URL) hosts.add(new URL(config.PROCTOR_PUBLIC_URL).hostname);
  return [...hosts];
}

/**
 * POST /api/v1/mcp once the agent key is checked: the MCP request answered by the SDK's
 * transport on the response itself (JSON, or an event stream when the call reports progress).
 */
export async function serveMcp(ctx: Context & { caller: AgentCaller }, message: unknown): Promise<void> {
  const host = validateHostHeader(ctx.req.headers.host, allowedHosts(ctx.config));
  if (!host.ok) {
    throw new ApiError('forbidden', `${host.message}: the MCP endpoint answers loopback, the bound address and PROCTOR_PUBLIC_URL's host only (DNS-rebinding protection)`);
  }
  const refusal = (status: number, message: string) =>
    Response.json(errorBody(ctx.res, new ApiError('invalid_request', message)), { status });
  const served: Served = { api: inProcessApi(ctx), scope: httpScope(ctx.req.get('mcp-session-id')), refusal };
  const auth: AuthInfo = { token: '', clientId: ctx.caller.agentId, scopes: [], extra: { [SERVED]: served } };
  await serveNode(Object.assign(ctx.req, { auth }), ctx.res, message);
}
