import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, createMigration, MIGRATIONS_DIR, MigrationError, readMigrations } from '../../src/db/migrations.js';
import { createEmptyDatabase } from '../support/database.js';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempMigrationsDir(withCommitted = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proctor-migrations-'));
  tempDirs.push(dir);
  if (withCommitted) cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, sql: string): void {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

const committed = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('applyMigrations', () => {
  it('applies every committed migration to a fresh database, then nothing more', async () => {
    const url = await createEmptyDatabase();
    expect(await applyMigrations(url)).toEqual(committed);
    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row) => row.table_name)).toContain('organizations');
    expect(await applyMigrations(url)).toEqual([]);
  });

  it('applies a failing migration not at all, marks it rolled back, and retries it once fixed', async () => {
    const url = await createEmptyDatabase();
    const dir = tempMigrationsDir();
    addMigration(dir, '29990101000000_broken', 'CREATE TABLE probe_a (id int);\nCREATE TABLE probe_b (id no_such_type);\n');

    const failure = await applyMigrations(url, readMigrations(dir)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/^migration 29990101000000_broken failed and was rolled back: .*no_such_type/);
    expect((failure as Error).message).not.toContain('\n');

    const probes = await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name IN ('probe_a', 'probe_b')");
    expect(probes).toHaveLength(0);
    const history = await query<{ migration_name: string; rolled_back_at: Date | null }>(
      url,
      "SELECT migration_name, rolled_back_at FROM _prisma_migrations WHERE migration_name = '29990101000000_broken'",
    );
    expect(history).toHaveLength(1);
    expect(history[0]?.rolled_back_at).not.toBeNull();

    addMigration(dir, '29990101000000_broken', 'CREATE TABLE probe_a (id int);\nCREATE TABLE probe_b (id text);\n');
    expect(await applyMigrations(url, readMigrations(dir))).toEqual(['29990101000000_broken']);
    expect(await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name IN ('probe_a', 'probe_b')")).toHaveLength(2);
  });

  it('runs a migration as one script, so semicolons inside function bodies survive', async () => {
    const url = await createEmptyDatabase();
    const dir = tempMigrationsDir();
    addMigration(
      dir,
      '29990101000000_function',
      "CREATE FUNCTION probe_fn() RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN 'a;b'; END $$;\n",
    );
    await applyMigrations(url, readMigrations(dir));
    expect(await query(url, 'SELECT probe_fn() AS value')).toEqual([{ value: 'a;b' }]);
  });

  it('fails with one clear line when the database cannot be reached', async () => {
    const failure = await applyMigrations('postgresql://postgres:x@127.0.0.1:1/none').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/^cannot open the database for migrations: /);
  });
});

describe('createMigration', () => {
  it('finds nothing to add: the committed migrations match prisma/schema.prisma', async () => {
    const url = await createEmptyDatabase();
    const dir = tempMigrationsDir();
    expect(await createMigration(url, 'nothing', dir)).toBeUndefined();
    expect(readdirSync(dir).filter((name) => name !== 'migration_lock.toml').sort()).toEqual(committed);
  });

  it('writes the first migration and the lockfile into an empty folder', async () => {
    const url = await createEmptyDatabase();
    const dir = tempMigrationsDir(false);
    const folder = await createMigration(url, 'init', dir);
    expect(folder).toMatch(/\/\d{14}_init$/);
    expect(readFileSync(path.join(folder!, 'migration.sql'), 'utf8')).toContain('CREATE TABLE "organizations"');
    expect(readFileSync(path.join(dir, 'migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"');
  });

  it('refuses a name that is not snake_case', async () => {
    const dir = tempMigrationsDir(false);
    await expect(createMigration('postgresql://unused', 'Add Agents', dir)).rejects.toThrow(/snake_case/);
    expect(existsSync(path.join(dir, 'migration_lock.toml'))).toBe(false);
  });
});
