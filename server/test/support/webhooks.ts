import { createHmac, randomBytes } from 'node:crypto';
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

/** POSTs `body` to the Slack receiver as Slack signs it (v0, HMAC-SHA256 of `v0:<timestamp>:<body>` under `secret`) at `at` (now by default). */
export function signedSlack(app: TestApp, secret: string, body: Record<string, unknown>, options: { at?: Date; headers?: Record<string, string> } = {}): Promise<Response> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${raw}`).digest('hex')}`;
  return app.request('/api/v1/webhooks/slack', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature, ...options.headers },
    body: raw,
  });
}
