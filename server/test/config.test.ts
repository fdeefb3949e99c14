import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has defaults for a fresh machine: port 8787 on loopback, embedded database in .proctor/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8787, HOST: '127.0.0.1', LOG_LEVEL: 'info', PROCTOR_MAX_BODY_BYTES: 1_048_576 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('.proctor'));
  });

  it('reads and coerces the environment, treating empty values as unset', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u:p@db:5432/proctor', PROCTOR_DATA_DIR: '', LOG_LEVEL: 'debug' });
    expect(config).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u:p@db:5432/proctor', LOG_LEVEL: 'debug' });
    expect(config.dataDir).toBe(path.resolve('.proctor'));
  });

  it('names every bad variable in one error', () => {
    const attempt = () => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^invalid configuration: PORT: .*; DATABASE_URL: .*; LOG_LEVEL: /);
  });
});
