import { createHash, randomBytes } from 'node:crypto';

export const AGENT_KEY_PREFIX = { live: 'agent_key_live_', test: 'agent_key_test_' } as const;
export const PERSONAL_TOKEN_PREFIX = 'service_pat_live_';

/** A credential shown once: the prefix and 32 random bytes (base64url). */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/**
 * Secrets are high-entropy random values, so a plain SHA-256 suffices to store them:
 * nothing about them can be guessed, and lookups stay one indexed equality match.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
