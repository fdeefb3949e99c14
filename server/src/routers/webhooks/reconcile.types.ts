import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZServiceRequestIdSchema, ZServiceRequestStatusSchema } from '../service-requests/service-request.types.js';
import { SERVICE_REQUEST_EXAMPLE } from '../examples.js';
import { ZJsonObjectSchema, ZLabelSchema } from '../../domain/bounded.js';

export const ZReconcileRequestSchema = z.strictObject({
  provider: ZLabelSchema.min(1).meta({ description: 'The service family whose job finished, e.g. audio' }),
  external_id: z.string().min(1).max(200).meta({ description: "The provider's job id, as the adapter recorded it" }),
  service_request_id: ZServiceRequestIdSchema.meta({
    description: 'The service request (sr_…) the adapter gave the provider with the job; it must be the one the job runs for',
  }),
  status: ZServiceRequestStatusSchema.extract(['executed', 'failed', 'blocked']),
  result: ZJsonObjectSchema.optional().meta({ description: 'The provider output, when executed' }),
  cost_cents: z.number().int().min(0).optional().meta({ description: 'Actual cost when executed; capped at what was held' }),
  detail: z.string().max(2000).optional().meta({ description: 'Why, when failed or blocked' }),
  reason_code: z.string().max(100).optional(),
});

export const reconcileMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/webhooks/reconcile/{provider}',
    tags: ['Webhook receivers'],
    summary: 'Complete a running request (signed with the Standard Webhooks scheme)',
    description:
      'Headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 over "id.timestamp.body" with PROCTOR_RECONCILE_WEBHOOK_SECRET); timestamps older than 5 minutes are refused, and so are webhook-ids beginning msg_sr_, which are the messages notification.webhook signs. The job (provider, external_id) must run for service_request_id, else 404 and nothing changes: one organization\'s job never settles another\'s request. Idempotent: a settled request is answered as it is.',
    protect: false,
    errorResponses: {
      401: 'Missing or wrong signature, a stale timestamp, or a notification.webhook message (`unauthorized`)',
      503: 'Reconcile webhooks are not configured (`service_unavailable`)',
    },
  },
  // Providers call it, signed over the raw body: not an API client's call.
  sdk: false,
  examples: { request: { external_id: 'tr_7f3a9c', service_request_id: SERVICE_REQUEST_EXAMPLE.id, status: 'executed', result: { text: 'Good morning, everyone.', language: 'en', duration_seconds: 30 }, cost_cents: 2 }, response: { ...SERVICE_REQUEST_EXAMPLE, operation: 'audio.transcribe', mode: 'live', payload: { audio_url: 'https://example.com/standup.mp3' }, result: { text: 'Good morning, everyone.', language: 'en', duration_seconds: 30 }, cost_cents: 2 } },
};
