import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from '../../src/db/database-server.js';

/** Serialises database creation: PostgreSQL refuses to copy a template another copy is reading. */
const CREATE_DATABASE_LOCK = 7_231_001;

async function createDatabase(template?: string): Promise<string> {
  const name = `proctor_test_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [CREATE_DATABASE_LOCK]);
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  return databaseUrl(inject('serverUrl'), name);
}

/** A fresh, empty database of this test run (dropped with the run). */
export const createEmptyDatabase = () => createDatabase();

/** A fresh database with every migration applied, cloned from the run's template. */
export const createMigratedDatabase = () => createDatabase(`proctor_template_${inject('runId')}`);
