import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from './app.js';

/** A fresh Standard Webhooks secret, as PROCTOR_RECONCILE_WEBHOOK_SECRET takes it. */
export const webhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** POSTs `body` to the reconcile webhook of `provider`, signed with `secret` at `at` (now by default). */
export function signedReconcile(app: TestApp, secret: string, provider: string, body: Record<string, unknown>, at = new Date()): Promise<Response> {
  const raw = JSON.stringify(body);
  const id = `msg_${randomBytes(8).toString('hex')}`;
  return app.request(`/api/v1/webhooks/reconcile/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, raw),
    },
    body: raw,
  });
}
