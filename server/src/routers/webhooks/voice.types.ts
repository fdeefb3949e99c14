import { z } from 'zod';
import { ZLabelSchema } from '../../domain/bounded.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZServiceRequestIdSchema } from '../service-requests/service-request.types.js';

/**
 * Twilio's status callback, form-encoded: only what routing needs is named here; the receiver
 * reads the parameters from the verified raw body, never from this parse.
 */
export const ZVoiceStatusRequestSchema = z.looseObject({
  service_request_id: ZServiceRequestIdSchema.meta({ description: 'The request (sr_…) whose call this is: the callback URL voice.call gave Twilio names it' }),
  CallSid: ZLabelSchema.min(1).meta({ description: "Twilio's call id (CA…)" }),
  CallStatus: ZLabelSchema.min(1).meta({ description: 'queued, ringing, in-progress, completed, busy, no-answer, failed or canceled' }),
});

export const ZVoiceStatusResponseSchema = z
  .object({
    received: z.literal(true),
    status: ZLabelSchema.meta({ description: "The request's status now: running while the call is under way, then executed or failed (as it was, for a repeated callback)" }),
  })
  .meta({ id: 'VoiceStatusReceipt' });

export const voiceStatusMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/webhooks/voice/{service_request_id}',
    contentTypes: ['application/x-www-form-urlencoded'],
    tags: ['Webhook receivers'],
    summary: 'Receive a voice-call status (Twilio StatusCallback)',
    description:
      "The StatusCallback URL voice.call gives Twilio with each call it places (when PROCTOR_PUBLIC_URL is set). X-Twilio-Signature (base64 HMAC-SHA1 under TWILIO_AUTH_TOKEN of the full URL followed by each POST parameter's name and value, sorted by name) is verified over the raw form body in constant time before anything is read. A call that ended settles its request: `completed` executed, debited its connected minutes rounded up at TWILIO_VOICE_CENTS_PER_MINUTE (never more than was held), `busy`, `no-answer`, `failed` or `canceled` failed with nothing debited; a status of a call under way changes nothing. The CallSid must be the call placed for the live request the URL names, else 404 and nothing changes (a test-mode request's call is the sandbox's, which the poller ends). Exactly once: whichever comes first of this callback, its retries and the poller (which asks Twilio about a call no callback ended) settles the request, and the others find it settled and change nothing.",
    protect: false,
    errorResponses: {
      400: 'No CallSid or CallStatus (`invalid_request`)',
      401: 'A missing or wrong X-Twilio-Signature (`unauthorized`); nothing changes',
      404: "No live running call with that CallSid for that request (`not_found`); nothing changes",
      415: 'The body is not application/x-www-form-urlencoded (`invalid_request`)',
      503: 'TWILIO_AUTH_TOKEN is not set on this server (`not_configured`)',
    },
  },
  // Twilio calls it, signed over the URL and the raw body: not an API client's call.
  sdk: false,
  examples: { response: { received: true, status: 'executed' } },
};
