#!/usr/bin/env node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { adminCommand } from './cli/admin.js';
import { keysCommand } from './cli/keys.js';
import { initCommand } from './cli/init.js';
import { loadConfig } from './config.js';
import { openDatabaseServer } from './db/database-server.js';
import { connectDatabase } from './db/client.js';
import { applyMigrations } from './db/migrations.js';
import { databaseTimeouts } from './db/timeouts.js';
import { verifyAuditChain } from './domain/audit/queries.js';
import { createLogger } from './logger.js';
import { toVerificationResponse } from './routers/audit-logs/verify.types.js';
import { startServer } from './server.js';
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

async function verifyAudit(options: { org: string }): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const databaseServer = await openDatabaseServer(config, logger);
  const db = connectDatabase(databaseServer.url, { timeouts: databaseTimeouts(config) });
  try {
    const organization = await db.prisma.organization.findUnique({ where: { id: options.org } });
    if (!organization) throw new Error(`organization ${options.org} not found in ${databaseServer.description}`);
    const report = toVerificationResponse(await verifyAuditChain(db.prisma, options.org));
    process.stdout.write(`${JSON.stringify(report)}\n`);
    if (!report.valid) {
      process.stderr.write(`proctor: the audit trail of ${options.org} is broken at seq ${report.first_invalid_seq}\n`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
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

program
  .command('migrate')
  .description('Apply pending database migrations to DATABASE_URL, or to the embedded PostgreSQL in PROCTOR_DATA_DIR.')
  .action(() => migrate().catch(fail));

program
  .command('audit')
  .description('Inspect the audit trail')
  .command('verify')
  .description(
    "Recompute an organization's hash chain offline, on DATABASE_URL or the embedded PostgreSQL. Prints {valid, entries, head_hash, first_invalid_seq}; exits 1 when the chain is broken.",
  )
  .requiredOption('--org <id>', 'organization id (org_…)')
  .action((options: { org: string }) => verifyAudit(options).catch(fail));

program.parseAsync().catch(fail);
