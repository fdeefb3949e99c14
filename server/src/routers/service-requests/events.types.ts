import type { ProcedureMeta } from '../../trpc/init.js';
import { ZServiceRequestSchema } from './service-request.types.js';
import { SERVICE_REQUEST_EXAMPLE } from '../examples.js';

export { ZGetServiceRequestRequestSchema as ZServiceRequestEventsRequestSchema } from './get.types.js';

/** The events of a request's stream: its state at each change of status, and the final one again as `done`. */
export const serviceRequestEventsStream = {
  events: { status: ZServiceRequestSchema, done: ZServiceRequestSchema },
};

export const serviceRequestEventsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/service-requests/{id}/events',
    tags: ['Dispatch'],
    summary: "A service request's progress, streamed until it is final",
    description:
      'Server-Sent Events: `status` with the request now and at each change of its status, then `done` with the final request, and the stream closes. ' +
      'Each event id resumes: sent back as Last-Event-ID, only later changes follow. Visibility as GET /api/v1/service-requests/{id}. ' +
      'A credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429 `rate_limited` with Retry-After. ' +
      'A stream that sent no event for PROCTOR_STREAM_IDLE_SECONDS (default 300) ends with `reconnect` (reason `idle`), as after PROCTOR_STREAM_MAX_SECONDS (default 900, `max_duration`) and when the server stops: come back with Last-Event-ID. ' +
      'A `: ping` comment comes every PROCTOR_STREAM_PING_MS (default 15 s), and the server re-reads the request every PROCTOR_STREAM_POLL_MS (default 500 ms) while the client listens. ' +
      'Errors before the stream starts (401, 403, 404, 429) are plain JSON; a failure once it streams ends it with an `error` event carrying the error envelope. The SDKs iterate it and resume by themselves.',
    errorResponses: { 429: 'Too many event streams open for this credential or its organization, or too many requests (`rate_limited`); see Retry-After' },
  },
  auth: { credentials: ['agent', 'session', 'pat'] },
  stream: serviceRequestEventsStream,
  examples: { response: { event: 'done', id: `${Date.parse(SERVICE_REQUEST_EXAMPLE.created_at)}.executed`, data: JSON.stringify(SERVICE_REQUEST_EXAMPLE) } },
};
