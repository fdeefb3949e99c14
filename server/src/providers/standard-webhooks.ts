import { Webhook } from 'standardwebhooks';
import { z } from 'zod';

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

/** The webhook-id of a message notification.webhook sends: the same on every attempt of one service request. */
export const notificationMessageId = (serviceRequestId: string) => `msg_${serviceRequestId}`;

/**
 * Whether a webhook-id is one notification.webhook gives (service request ids are `sr_…`,
 * domain/dispatch/admit.ts). The id is signed, so no one can take a message out of this namespace:
 * the reconcile receiver refuses it, and a message signed for an agent's webhook (its own JSON,
 * which can look like a reconcile) never settles a request, even where the reconcile secret is
 * also a notification secret, which the configuration cannot see (another server's, say).
 */
export const isNotificationMessageId = (id: unknown): boolean => typeof id === 'string' && id.startsWith(notificationMessageId('sr_'));
