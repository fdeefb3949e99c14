import { z } from 'zod';
import { deliverWebhook, WEBHOOK_SETTINGS } from '../../../providers/webhook.js';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { isSandboxFailUrl, SANDBOX_FAIL_HOST, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZJsonObjectSchema } from '../../bounded.js';

const PRICE_CENTS = 1;

export const notificationWebhook = defineOperation({
  operation: 'notification.webhook',
  service: 'notification',
  name: 'Call webhook',
  description:
    'POSTs a JSON object to a webhook URL, signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and network errors.',
  payload: z.strictObject({
    url: ZHttpUrlSchema,
    payload: ZJsonObjectSchema.meta({ description: 'The JSON body sent' }),
  }),
  result: z.object({
    status_code: z.number().int().min(100).max(599).meta({ description: 'HTTP status the webhook answered with' }),
    delivered: z.literal(true),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: "a signed HTTP(S) POST to the payload's URL, SSRF-guarded, retried on 5xx",
  liveSettings: WEBHOOK_SETTINGS,
  examples: [
    { description: 'A build event', payload: { url: 'https://hooks.example.com/builds', payload: { build: 142, status: 'passed' } } },
  ],
  sandboxFailures: [
    {
      description: `Any URL on ${SANDBOX_FAIL_HOST} fails`,
      payload: { url: `https://${SANDBOX_FAIL_HOST}/hook`, payload: { build: 142, status: 'passed' } },
    },
  ],
  sandbox: ({ url }) =>
    isSandboxFailUrl(url) ? sandboxFailure(`url is on ${SANDBOX_FAIL_HOST}`) : sandboxResult({ status_code: 200, delivered: true }),
  live: async (payload, context) => ({ status: 'executed', result: await deliverWebhook(payload, context), costCents: PRICE_CENTS }),
});
