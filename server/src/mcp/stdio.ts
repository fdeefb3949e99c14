import { randomUUID } from 'node:crypto';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { Command } from 'commander';
import { loadConfig } from '../config.js';
import { CliError, exitWith } from '../cli/api-client.js';
import { EXIT } from '../cli/exit-codes.js';
import { sdkApi } from './sdk-api.js';
import { mcpServer } from './server.js';

/** Where `proctor serve` listens by default, as a client on this machine reaches it. */
const defaultUrl = () => `http://localhost:${loadConfig({}).PORT}`;

/**
 * `proctor mcp`: the agent's governed tools over stdio, for an MCP client that starts its servers
 * as processes. A client of a running Proctor's HTTP API with the agent's key, so tenancy and the
 * pipeline are the server's. One process is one client: its id scopes the calls' derived
 * Idempotency-Keys (idempotency.ts), so a message the client sends again is not charged twice.
 */
function serve(): void {
  const key = process.env.PROCTOR_AGENT_KEY;
  if (!key) throw new CliError('set PROCTOR_AGENT_KEY to the agent key the tools act as (proctor init prints one)', EXIT.auth);
  const api = sdkApi(process.env.PROCTOR_URL ?? defaultUrl(), key);
  const scope = `stdio:${randomUUID()}`;
  serveStdio(() => mcpServer(api, () => scope));
}

export const mcpCommand = () =>
  new Command('mcp')
    .description(
      "Serve the agent's governed tools over MCP on stdio, for Claude Desktop or any MCP client: each tool call is dispatched through the running server's pipeline. " +
        'Needs PROCTOR_AGENT_KEY; PROCTOR_URL is the server (default http://localhost:8787).',
    )
    .action(() => {
      try {
        serve();
      } catch (error) {
        exitWith(error);
      }
    });
