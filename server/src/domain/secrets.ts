import { createHash, randomBytes } from 'node:crypto';

export const AGENT_KEY_PREFIX = { live: 'agent_key_live_', test: 'agent_key_test_' } as const;
export const PERSONAL_TOKEN_PREFIX = 'service_pat_live_';
/** A device's token (docs/devices.md): accepted by the device routes only, for its own device. */
export const DEVICE_TOKEN_PREFIX = 'device_token_';
/** The prefix tells an invite token apart from an invite's id (`inv_…`). */
export const INVITE_TOKEN_PREFIX = 'invite_';
/** A checkout's id (`chk_…`) is the credential of the sandbox's checkout page, as Stripe's hosted page's url is. */
export const CHECKOUT_ID_PREFIX = 'chk';

/**
 * Every credential that can travel in a url's path, by the prefix it starts with: the invite
 * page and its accept call (`/invites/{token}`, `/v1/invites/{token}/accept`), the sandbox's
 * checkout page (`/sandbox/checkout/{id}`), and keys pasted where an id belongs. A feature that
 * puts a credential in a url mints it with a prefix (newSecret) and adds the prefix here; query
 * strings are never logged at all.
 */
const CREDENTIALS_IN_PATHS = [INVITE_TOKEN_PREFIX, `${CHECKOUT_ID_PREFIX}_`, AGENT_KEY_PREFIX.live, AGENT_KEY_PREFIX.test, PERSONAL_TOKEN_PREFIX, DEVICE_TOKEN_PREFIX];

/**
 * `path` fit for a log: every segment that is (or, percent-decoded, as the router reads it,
 * would be) a credential becomes its prefix and `[redacted]`.
 */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const prefix = CREDENTIALS_IN_PATHS.find((candidate) => decodedSegment(segment).startsWith(candidate));
      return prefix ? `${prefix}[redacted]` : segment;
    })
    .join('/');
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

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
