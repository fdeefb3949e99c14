import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { tokenBox, tokenBoxOf } from '../../src/domain/connected-apps/token-box.js';

const key = () => randomBytes(32);

describe('the token box (AES-256-GCM at rest)', () => {
  it('opens what it sealed; each seal is different; the plaintext is not in it', () => {
    const box = tokenBox(key());
    const sealed = box.seal('xoxb-secret-token');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('secret');
    expect(box.seal('xoxb-secret-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('xoxb-secret-token');
  });

  it('refuses a tampered value (the GCM tag), and a value of a key it does not hold, naming the setting', () => {
    const box = tokenBox(key());
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => tokenBox(key()).open(sealed)).toThrow(/PROCTOR_ENCRYPTION_KEY/);
  });

  it('rotation: a new key opens what the previous ones sealed, seals with itself, and says which values are stale', () => {
    const old = key();
    const sealed = tokenBox(old).seal('token');
    const rotated = tokenBox(key(), [old]);
    expect(rotated.open(sealed)).toBe('token');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('token'))).toBe(false);
  });

  it('the embedded default makes one key in the data directory, readable by its owner only, and reads it again', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-key-'));
    const box = tokenBoxOf(loadConfig({ PROCTOR_DATA_DIR: dataDir }))!;
    const file = path.join(dataDir, 'encryption.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toHaveLength(44);
    expect(tokenBoxOf(loadConfig({ PROCTOR_DATA_DIR: dataDir }))!.open(box.seal('x'))).toBe('x');
  });

  it('an external database without PROCTOR_ENCRYPTION_KEY has no box; the setting gives one; a bad one is refused at start', () => {
    expect(tokenBoxOf(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }))).toBeNull();
    const given = randomBytes(32);
    const box = tokenBoxOf(loadConfig({ DATABASE_URL: 'postgres://localhost/x', PROCTOR_ENCRYPTION_KEY: given.toString('base64') }))!;
    expect(tokenBox(given).open(box.seal('x'))).toBe('x');
    expect(tokenBoxOf(loadConfig({ DATABASE_URL: 'postgres://localhost/x', PROCTOR_ENCRYPTION_KEY: given.toString('hex') }))!.open(box.seal('y'))).toBe('y');
    expect(() => loadConfig({ PROCTOR_ENCRYPTION_KEY: 'too-short' })).toThrow(/PROCTOR_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => loadConfig({ PROCTOR_ENCRYPTION_PREVIOUS_KEYS: `${given.toString('base64')},nope` })).toThrow(/PROCTOR_ENCRYPTION_PREVIOUS_KEYS/);
  });
});
