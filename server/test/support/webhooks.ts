import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from './app.js';
import { twilioSignature } from '../../src/providers/twilio.js';

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

/**
 * POSTs Twilio's status callback of a call to `baseUrl`'s voice receiver for `serviceRequestId`,
 * form-encoded and signed as Twilio signs it with `authToken` (providers/twilio.ts): over the full
 * URL, and the parameters sorted by name. `signature` replaces the header (null: none sent).
 */
export function signedVoiceStatus(
  app: Pick<TestApp, 'baseUrl' | 'request'>,
  authToken: string,
  serviceRequestId: string,
  params: Record<string, string>,
  signature?: string | null,
): Promise<Response> {
  const path = `/api/v1/webhooks/voice/${serviceRequestId}`;
  const form = new URLSearchParams(params);
  const signed = twilioSignature(authToken, `${app.baseUrl}${path}`, form);
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature ?? signed }),
    },
    body: form.toString(),
  });
}

/** The parameters of Twilio's status callback for a call that ended with `status` after `seconds`, as its Voice docs list them. */
export function callStatusParams(callSid: string, status: string, seconds: number, accountSid = 'AC0123456789abcdef0123456789abcdef'): Record<string, string> {
  return {
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    CallSid: callSid,
    CallStatus: status,
    Called: '+14155550123',
    Caller: '+14155550100',
    Direction: 'outbound-api',
    From: '+14155550100',
    To: '+14155550123',
    CallDuration: String(seconds),
    Duration: String(Math.ceil(seconds / 60)),
    Timestamp: 'Sat, 28 Nov 2026 13:00:00 +0000',
    CallbackSource: 'call-progress-events',
    SequenceNumber: '0',
  };
}
