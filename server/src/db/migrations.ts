import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { takeEnginePanic, withSchemaEngine, type SchemaEngine } from './schema-engine.js';

const PRISMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma');
export const SCHEMA_PATH = path.join(PRISMA_DIR, 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');
const LOCKFILE = 'migration_lock.toml';
const NO_FILTERS = { externalTables: [], externalEnums: [] };

export class MigrationError extends Error {
  override name = 'MigrationError';
}

function readSchema(): { path: string; content: string } {
  return { path: SCHEMA_PATH, content: readFileSync(SCHEMA_PATH, 'utf8') };
}

/** The migrations folder in the shape the schema engine reads (Prisma Migrate's format). */
export function readMigrations(dir = MIGRATIONS_DIR): MigrationList {
  const lockPath = path.join(dir, LOCKFILE);
  const directories = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: LOCKFILE, content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((name) => {
      const file = path.join(dir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: existsSync(file)
            ? { tag: 'ok' as const, value: readFileSync(file, 'utf8') }
            : { tag: 'error' as const, value: `${file} is missing` },
        },
      };
    }),
  };
}

/** The first meaningful line of a schema-engine error (the rest is a Rust backtrace). */
function engineMessage(error: unknown): string {
  const panic = takeEnginePanic();
  if (panic) return `schema engine panicked: ${panic.split('\n')[0]}`;
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  const database = lines.find((line) => line.startsWith('ERROR:') || line.startsWith('Error querying the database'));
  return (database ?? lines[0] ?? 'unknown error').replace(/^Error querying the database:\s*/, '');
}

/** A schema engine on `url`; failing to open one is a MigrationError like any other. */
async function withEngine<T>(url: string, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  let opened = false;
  try {
    return await withSchemaEngine(url, readSchema(), (engine) => {
      opened = true;
      return run(engine);
    });
  } catch (error) {
    if (opened) throw error;
    throw new MigrationError(`cannot open the database for migrations: ${engineMessage(error)}`);
  }
}

/**
 * Applies every pending migration, each one atomically. A migration that fails leaves
 * nothing of itself behind and is marked rolled back, so it is retried once fixed.
 */
export async function applyMigrations(url: string, migrations = readMigrations()): Promise<string[]> {
  return withEngine(url, async (engine) => {
    try {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: migrations, filters: NO_FILTERS });
      return appliedMigrationNames;
    } catch (error) {
      const failed = await findFailedMigration(engine, migrations);
      if (failed) await engine.markMigrationRolledBack({ migrationName: failed });
      const which = failed ? `migration ${failed} failed and was rolled back` : 'migrations failed';
      throw new MigrationError(`${which}: ${engineMessage(error)}`);
    }
  });
}

async function findFailedMigration(engine: SchemaEngine, migrations: MigrationList): Promise<string | undefined> {
  const diagnosis = await engine
    .diagnoseMigrationHistory({ migrationsList: migrations, optInToShadowDatabase: false, filters: NO_FILTERS })
    .catch(() => undefined);
  return diagnosis?.failedMigrationNames[0];
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * Writes the next migration: the SQL that takes a database from the existing migrations to
 * the current schema, computed on a temporary shadow database on the server at `url`.
 * Returns the new folder, or undefined when the schema has no changes.
 */
export async function createMigration(url: string, name: string, dir = MIGRATIONS_DIR): Promise<string | undefined> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new MigrationError('migration name must be snake_case: a-z, 0-9 and _');
  const migrations = readMigrations(dir);
  const sql = await withEngine(url, async (engine) => {
    const result = await engine.diff({
      from: migrations.migrationDirectories.length > 0 ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [readSchema()] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return result.stdout ?? '';
  });
  if (!/^\s*[A-Z]/m.test(sql.replace(/^--.*$/gm, ''))) return undefined;
  const folder = path.join(dir, `${timestamp(new Date())}_${name}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'migration.sql'), sql);
  if (!migrations.lockfile.content) {
    writeFileSync(
      path.join(dir, LOCKFILE),
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return folder;
}
