import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

// The keys and secrets the configuration takes, parsed here so that config.ts imports nothing of
// the application (eslint.config.js): the modules that use them import them from here.

/** A 32-byte key written as 64 hex digits or as base64 (standard or url-safe), else null. */
export function parseKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

const PROBE_TIME = new Date(0);

/**
 * What `secret` signs a fixed message to, or null when it is not a key at all (its base64 does not
 * decode). Two secrets sign alike exactly when they are one key, however they are spelled: base64's
 * unused padding bits, and HMAC's zero-padding of short keys, make some different strings one key.
 */
function probeSignature(secret: string): string | null {
  try {
    return new Webhook(secret).sign('probe', PROBE_TIME, '');
  } catch {
    return null;
  }
}

/** Whether a signature made with one secret verifies with the other. */
export function signAlike(a: string, b: string): boolean {
  const signature = probeSignature(a);
  return signature !== null && signature === probeSignature(b);
}

/** A Standard Webhooks secret, as PROCTOR_WEBHOOK_SECRET and PROCTOR_RECONCILE_WEBHOOK_SECRET take it. */
export const ZWebhookSecretSchema = z
  .string()
  .refine((secret) => /^whsec_[A-Za-z0-9+/=]+$/.test(secret) && probeSignature(secret) !== null, {
    error: 'must be a Standard Webhooks secret: whsec_ and base64',
  });
