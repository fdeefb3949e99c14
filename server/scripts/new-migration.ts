import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { createMigration } from '../src/db/migrations.js';
import { createLogger } from '../src/logger.js';

// Usage: pnpm db:migration NAME. Diffs the migrations folder against prisma/schema.prisma on a
// shadow database: DATABASE_URL's server when set, else a throwaway embedded PostgreSQL.
const name = process.argv[2];
if (!name) {
  console.error('usage: pnpm db:migration NAME   (snake_case, e.g. add_agents)');
  process.exit(2);
}

let cleanup = async () => {};
try {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-migration-'));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach it
    const cluster = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn'), persistent: false });
    url = cluster.url(EMBEDDED_DATABASE);
    cleanup = async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const folder = await createMigration(url, name);
  console.log(folder ? `created ${path.relative(process.cwd(), folder)}/migration.sql` : 'no changes: the schema matches the migrations');
} catch (error) {
  console.error(`db:migration: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
