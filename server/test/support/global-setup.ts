import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseUrl } from '../../src/db/database-server.js';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { applyMigrations } from '../../src/db/migrations.js';
import { createLogger } from '../../src/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database URL on the test server; the test helpers swap in their own database name. */
    serverUrl: string;
    /** Names this run's databases: proctor_test_<runId>_… and the template proctor_template_<runId>. */
    runId: string;
  }
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server when set, else an embedded cluster in a
 * temporary folder. Migrations are applied once to a template database; every test file then
 * gets its own copy (see database.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stopCluster = async () => {};
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-test-'));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach it
    const cluster = await startEmbeddedPostgres({ dataDir, logger: createLogger('silent'), persistent: false });
    serverUrl = cluster.url('postgres');
    stopCluster = async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const runId = String(process.pid);
  const templateDatabase = `proctor_template_${runId}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${templateDatabase}"`);
  await admin.query(`CREATE DATABASE "${templateDatabase}"`);
  await applyMigrations(databaseUrl(serverUrl, templateDatabase));

  project.provide('serverUrl', serverUrl);
  project.provide('runId', runId);

  return async () => {
    const databases = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2',
      [`proctor_test_${runId}_%`, templateDatabase],
    );
    for (const { datname } of databases.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await stopCluster();
  };
}
