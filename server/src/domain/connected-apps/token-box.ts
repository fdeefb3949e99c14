import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { parseKey } from '../../config/keys.js';
import { DomainError } from '../errors.js';

/**
 * Connected apps' tokens (and an install's PKCE verifier) at rest: AES-256-GCM under the server's
 * key, each sealed value `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so that a key rotation
 * can open what older keys sealed (PROCTOR_ENCRYPTION_PREVIOUS_KEYS) while sealing with the new one.
 * The key id is the first 8 hex digits of the key's SHA-256: it names the key, reveals nothing.
 */
export interface TokenBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether `sealed` was sealed with an older key (re-seal it: `proctor keys reseal`). */
  isStale(sealed: string): boolean;
  /** The current key, from which the sandbox derives its signing key (oauth/sandbox.ts). */
  readonly key: Buffer;
}

const VERSION = 'v1';
const KEY_FILE = 'encryption.key';

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function tokenBox(current: Buffer, previous: readonly Buffer[] = []): TokenBox {
  const keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key]));
  const currentId = keyIdOf(current);
  return {
    key: current,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, keyId, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !keyId || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const key = keys.get(keyId);
      if (!key) {
        throw new DomainError(
          'not_configured',
          `A stored secret was sealed with key ${keyId}, which this server does not hold: set PROCTOR_ENCRYPTION_KEY (or PROCTOR_ENCRYPTION_PREVIOUS_KEYS) to it`,
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    isStale: (sealed) => sealed.split('.')[1] !== currentId,
  };
}

const boxes = new WeakMap<Config, TokenBox | null>();

/**
 * The server's token box: PROCTOR_ENCRYPTION_KEY when set; on the embedded default (no
 * DATABASE_URL) a key made once in the data directory (mode 0600) when it is not; null on an
 * external database without the setting, where every instance must share one key that only the
 * operator can hand out (connected apps and triggers then answer not_configured).
 */
export function tokenBoxOf(config: Config): TokenBox | null {
  if (boxes.has(config)) return boxes.get(config)!;
  const previous = config.PROCTOR_ENCRYPTION_PREVIOUS_KEYS;
  const current = config.PROCTOR_ENCRYPTION_KEY ?? (config.DATABASE_URL ? null : dataDirKey(config.dataDir));
  const box = current ? tokenBox(current, previous) : null;
  boxes.set(config, box);
  return box;
}

/** The token box, or 501 naming the setting (connected apps and triggers' signing secrets, domain/event-sources/signature.ts). */
export function requireTokenBox(config: Config): TokenBox {
  const box = tokenBoxOf(config);
  if (!box) {
    throw new DomainError(
      'not_configured',
      "Connected apps' tokens and triggers' signing secrets are stored encrypted: set PROCTOR_ENCRYPTION_KEY (32 random bytes, e.g. `openssl rand -base64 32`), the same on every instance",
    );
  }
  return box;
}

/** The data directory's key, made on first use; two processes making it at once both end up with the one written first. */
function dataDirKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}
