import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { AdapterContext } from './contract.js';
import { VERSION } from '../version.js';
import { ProviderFailure, requireSettings } from './failure.js';
import { fetchOutbound, OutboundUnreachable, type OutboundResponse } from './outbound/fetch.js';
import { notificationMessageId } from './standard-webhooks.js';

/** The pauses before the second and third attempts; 5xx answers and network errors are retried, nothing else. */
export const WEBHOOK_SETTINGS = ['PROCTOR_WEBHOOK_SECRET'] as const;

const RETRY_DELAYS_MS = [500, 1000];
const ATTEMPTS = RETRY_DELAYS_MS.length + 1;
// Receivers answer briefly; only an excerpt of the answer is ever shown.
const RESPONSE_MAX_BYTES = 1_000_000;
const EXCERPT_CHARS = 200;

function excerpt(body: Uint8Array): string {
  const text = new TextDecoder().decode(body).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

function answerFailure(response: OutboundResponse): ProviderFailure {
  const location = response.headers.get('location');
  const redirect = response.status < 400 && location ? ` (a redirect to ${location.slice(0, 200)}; webhooks do not follow redirects)` : '';
  const body = excerpt(response.body);
  return new ProviderFailure(`The webhook answered HTTP ${response.status}${redirect}${body ? `: ${body}` : ''}`);
}

/**
 * POSTs `payload` as JSON signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp,
 * webhook-signature) under PROCTOR_WEBHOOK_SECRET. The webhook-id is the same on every attempt of
 * one service request, so that receivers can drop duplicates; each attempt is signed afresh.
 */
export async function deliverWebhook(
  { url, payload }: { url: string; payload: Record<string, unknown> },
  { config, signal, serviceRequestId }: AdapterContext,
): Promise<{ status_code: number; delivered: true }> {
  const { PROCTOR_WEBHOOK_SECRET } = requireSettings('notification.webhook', config, WEBHOOK_SETTINGS);
  const signer = new Webhook(PROCTOR_WEBHOOK_SECRET);
  const id = notificationMessageId(serviceRequestId);
  const body = JSON.stringify(payload);
  for (let attempt = 1; ; attempt += 1) {
    const sentAt = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': `Proctor/${VERSION} (notification.webhook)`,
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signer.sign(id, sentAt, body),
    };
    let failure: ProviderFailure;
    try {
      const response = await fetchOutbound(url, { method: 'POST', headers, body, signal, maxBytes: RESPONSE_MAX_BYTES }, config);
      if (response.status >= 200 && response.status < 300) return { status_code: response.status, delivered: true };
      failure = answerFailure(response);
      if (response.status < 500) throw failure;
    } catch (error) {
      if (!(error instanceof OutboundUnreachable)) throw error;
      failure = error;
    }
    if (attempt === ATTEMPTS) throw new ProviderFailure(`${failure.message} (gave up after ${ATTEMPTS} attempts)`);
    try {
      await sleep(RETRY_DELAYS_MS[attempt - 1], undefined, { signal });
    } catch {
      throw new ProviderFailure(`${failure.message} (attempt ${attempt} of ${ATTEMPTS}; the deadline left no time to retry)`);
    }
  }
}
