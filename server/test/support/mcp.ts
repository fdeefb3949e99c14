import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { TestApp } from './app.js';

const BUILT_CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

export const MCP_PATH = '/api/v1/mcp';

/** An MCP client of the app's HTTP endpoint, as the agent of `key`. */
export async function httpClient(app: TestApp, key: string): Promise<Client> {
  const client = new Client({ name: 'proctor-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.baseUrl}${MCP_PATH}`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

/** An MCP client of `proctor mcp`, the built CLI (pnpm --filter @proctor/server build), run against the app as the agent of `key`. */
export async function stdioClient(app: TestApp, key: string): Promise<Client> {
  const client = new Client({ name: 'proctor-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BUILT_CLI, 'mcp'],
    env: { PATH: process.env.PATH ?? '', PROCTOR_AGENT_KEY: key, PROCTOR_URL: app.baseUrl },
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

/** A raw JSON-RPC POST to the endpoint: what a client sends again when it retries a message. */
export async function postMessage(app: TestApp, key: string | undefined, message: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return app.request(MCP_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', ...message }),
  });
}

/** The JSON-RPC answer of a POST, sent as JSON or as the one message of an event stream. */
export async function answerOf<T = unknown>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('text/event-stream')) return JSON.parse(text) as T;
  const data = text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
  return JSON.parse(data.at(-1)!) as T;
}
