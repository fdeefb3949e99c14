import { isAsyncIterable } from '@trpc/server/unstable-core-do-not-import';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from './errors.js';
import { LONG_TEXT_MAX_LENGTH } from '../domain/bounded.js';

/**
 * A streaming procedure (`meta.stream`): served by the REST bridge as Server-Sent Events
 * (http/sse.ts), documented as `text/event-stream` (openapi/document.ts), and a `Stream` in both
 * SDKs. Its resolver returns an async iterable of `StreamEvent`s, each named by one of `events`;
 * the bridge checks each event's data against that schema, as tRPC checks a JSON response against
 * `.output()`. See "A streaming endpoint" in routers/README.md.
 */
export interface StreamMeta {
  /** Each event the procedure yields, by name, with the schema of its `data`. */
  events: Record<string, z.ZodType>;
}

/**
 * The events the bridge itself sends, on every stream. `error` ends a stream that failed after its
 * first byte, with the body of the error envelope a JSON response would have had. `reconnect` ends a
 * stream the server closes while its work goes on (its longest duration reached, no event for a
 * while, or the server stopping): the client connects again with `Last-Event-ID` and gets only what it missed.
 */
export const BRIDGE_EVENTS = {
  error: ErrorEnvelopeSchema,
  reconnect: z
    .object({ reason: z.enum(['max_duration', 'idle', 'shutdown']) })
    .meta({ id: 'StreamReconnect', description: 'The server closed the stream; connect again with Last-Event-ID' }),
} as const;

export type ReconnectReason = z.infer<typeof BRIDGE_EVENTS.reconnect>['reason'];

/** The longest event id a stream sends and a client may send back as Last-Event-ID (longer: 400). */
export const EVENT_ID_MAX_LENGTH = 200;
/**
 * The longest `data:` line, an event's JSON: a service request with a payload as large as a
 * request body and results of several long texts (../domain/bounded.ts) fits; an event past it
 * ends the stream with `error` rather than sending what the document says cannot come.
 */
export const EVENT_DATA_MAX_LENGTH = 8 * LONG_TEXT_MAX_LENGTH;

/** One event of a stream: its name, the id a client resumes from, and its data. */
export type StreamEvent<Events extends StreamMeta['events']> = {
  [Name in keyof Events & string]: { event: Name; id: string; data: z.input<Events[Name]> };
}[keyof Events & string];

/** The `.output()` of a streaming procedure: an async iterable of its events (each checked by the bridge). */
export function streamOutput<Events extends StreamMeta['events']>(_stream: { events: Events }) {
  return z
    .custom<AsyncIterable<StreamEvent<Events>>>((value) => isAsyncIterable(value), {
      error: 'a streaming procedure must return an async iterable',
    })
    // Replaced in the document by the `text/event-stream` response (openapi/stream.ts).
    .meta({ description: 'Server-Sent Events' });
}
