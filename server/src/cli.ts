#!/usr/bin/env node
// The server's modules (the app, the database, Prisma) are imported by the commands that use them,
// when they run: loading them all costs seconds of CPU that a client command (proctor agents list) never needs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { adminCommand } from './cli/admin.js';
import { agentsCommand } from './cli/agents.js';
import { approvalsCommand } from './cli/approvals.js';
import { auditCommand } from './cli/audit.js';
import { chatCommand } from './cli/chat.js';
import { exitOnUsageErrors } from './cli/exit-codes.js';
import { loginCommand, logoutCommand } from './cli/login.js';
import { balanceCommand, usageCommand } from './cli/money.js';
import { requestsCommand } from './cli/requests.js';
import { keysCommand } from './cli/keys.js';
import { initCommand } from './cli/init.js';
import { mcpCommand } from './mcp/stdio.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { VERSION } from './version.js';

function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`proctor: ${message.split('\n')[0]}\n`);
  process.exit(1);
}

function configFrom(options: { port?: string; host?: string }) {
  return loadConfig({
    ...process.env,
    ...(options.port !== undefined ? { PORT: options.port } : {}),
    ...(options.host !== undefined ? { HOST: options.host } : {}),
  });
}

async function serve(options: { port?: string; host?: string }): Promise<void> {
  const config = configFrom(options);
  const logger = createLogger(config.LOG_LEVEL);
  const { startServer } = await import('./server.js');
  const server = await startServer(config, logger);
  process.stderr.write(
    `Proctor ${VERSION} listening on ${server.url}\n` +
      `  console        ${existsSync(path.join(config.consoleDir, 'index.html')) ? `${server.url}/` : 'not built: pnpm --filter @proctor/console build'}\n` +
      `  API reference  ${server.url}/docs\n` +
      `  OpenAPI        ${server.url}/api/v1/openapi.json\n` +
      `  database       ${server.database}\n`,
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`proctor: ${signal} again, exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => fail(error),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function migrate(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const { openDatabaseServer } = await import('./db/database-server.js');
  const { applyMigrations } = await import('./db/migrations.js');
  const databaseServer = await openDatabaseServer(config, logger);
  try {
    const applied = await applyMigrations(databaseServer.url);
    process.stdout.write(
      applied.length === 0
        ? `proctor: database is up to date (${databaseServer.description})\n`
        : `proctor: applied ${applied.length} migration(s) to ${databaseServer.description}:\n${applied.map((name) => `  ${name}\n`).join('')}`,
    );
  } finally {
    await databaseServer.stop();
  }
}

const program = new Command('proctor')
  .description('Proctor: the governance layer between AI agents and the providers they pay for')
  .version(VERSION)
  .showHelpAfterError();

program
  .command('serve')
  .description(
    'Start the API server. Uses DATABASE_URL when set, else an embedded PostgreSQL in PROCTOR_DATA_DIR (default .proctor/). Applies pending migrations first.',
  )
  .addOption(new Option('-p, --port <port>', 'port to listen on (env PORT, default 8787)'))
  .addOption(new Option('--host <host>', 'address to bind (env HOST, default 127.0.0.1)'))
  .action((options: { port?: string; host?: string }) => serve(options).catch(fail));

program.addCommand(initCommand());

program.addCommand(adminCommand());
program.addCommand(keysCommand());
program.addCommand(mcpCommand());

program
  .command('migrate')
  .description('Apply pending database migrations to DATABASE_URL, or to the embedded PostgreSQL in PROCTOR_DATA_DIR.')
  .action(() => migrate().catch(fail));

program.addCommand(auditCommand());

// The client commands: the public API through the TypeScript SDK, with a personal access token (docs/cli.md).
program.addCommand(loginCommand());
program.addCommand(logoutCommand());
program.addCommand(agentsCommand());
program.addCommand(approvalsCommand());
program.addCommand(requestsCommand());
program.addCommand(usageCommand());
program.addCommand(balanceCommand());
program.addCommand(chatCommand());

exitOnUsageErrors(program);

program.parseAsync().catch(fail);
