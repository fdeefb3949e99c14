import type { z } from 'zod';
import { BRIDGE_EVENTS, EVENT_DATA_MAX_LENGTH, EVENT_ID_MAX_LENGTH, type StreamMeta } from '../trpc/stream.js';

/**
 * The documented form of a streaming procedure (`meta.stream`, trpc/stream.ts): its 200 response
 * is `text/event-stream`, each event an object `{event, id, data}` of a `oneOf` told apart by the
 * `const` of `event` (the procedure's events, then the bridge's `error` and `reconnect`; no
 * `discriminator`, which selects `$ref` variants only, so these inline ones need none), and the operation
 * takes `Last-Event-ID`. `data` is the text of the `data:` line, so it is a string whose JSON is
 * described by `contentMediaType` and `contentSchema` (JSON Schema 2020-12, as validators of SSE
 * responses read it). Both SDKs read this, with `x-sdk.stream`, to give the method a `Stream`.
 */

/** Every event's data schema is a component (`.meta({ id })`), so the SDKs name its type. */
function componentId(name: string, schema: z.ZodType): string {
  const id = schema.meta()?.id;
  if (typeof id !== 'string') throw new Error(`stream event ${name}: its data schema needs .meta({ id }) to be a component`);
  return id;
}

const allEvents = (stream: StreamMeta): Record<string, z.ZodType> => ({ ...stream.events, ...BRIDGE_EVENTS });

/** The data schemas of the streams' events, for the document's components. */
export function streamComponents(streams: StreamMeta[]): Record<string, z.ZodType> {
  return Object.fromEntries(streams.flatMap((stream) => Object.entries(allEvents(stream)).map(([name, schema]) => [componentId(name, schema), schema])));
}

export function streamResponseContent(stream: StreamMeta) {
  const variants = Object.entries(allEvents(stream)).map(([name, schema]) => ({
    type: 'object',
    title: name,
    required: ['event', 'id', 'data'],
    properties: {
      event: { type: 'string', const: name },
      id: { type: 'string', maxLength: EVENT_ID_MAX_LENGTH, description: 'Sent back as Last-Event-ID to resume after this event' },
      data: {
        type: 'string',
        maxLength: EVENT_DATA_MAX_LENGTH,
        contentMediaType: 'application/json',
        contentSchema: { $ref: `#/components/schemas/${componentId(name, schema)}` },
      },
    },
  }));
  return {
    'text/event-stream': {
      schema: {
        description:
          'Server-Sent Events, each `event:`, `id:` and one `data:` line of JSON; comment lines (`: ping`) keep the connection alive. ' +
          '`error` ends a stream that failed (the error envelope); `reconnect` ends one the server closed: connect again with Last-Event-ID.',
        oneOf: variants,
      },
    },
  };
}

export const LAST_EVENT_ID_PARAMETER = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description: `The id of the last event received: the stream resumes after it. Longer than ${EVENT_ID_MAX_LENGTH} characters: 400`,
  schema: { type: 'string', maxLength: EVENT_ID_MAX_LENGTH },
} as const;
