import type { Response } from 'express';
import type { Logger } from '../logger.js';
import { toApiError } from '../trpc/errors.js';
import { BRIDGE_EVENTS, EVENT_DATA_MAX_LENGTH, EVENT_ID_MAX_LENGTH, type ReconnectReason, type StreamEvent, type StreamMeta } from '../trpc/stream.js';
import { errorBody } from './errors.js';

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress or rewrite the stream (it would buffer it).
  'Cache-Control': 'no-cache, no-transform',
  // nginx and the proxies that follow it buffer a response unless told not to.
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

export interface StreamLimits {
  pingMs: number;
  maxMs: number;
  /** How long a stream may go without an event before it ends with `reconnect`. */
  idleMs: number;
  /** Aborted when the server stops. */
  closing: AbortSignal;
}

/** One event in the SSE framing: `data` as JSON, on one line (JSON has no raw newline). */
function frame(event: string, id: string, data: unknown, json = JSON.stringify(data)): string {
  return `event: ${event}\nid: ${id}\ndata: ${json}\n\n`;
}

/**
 * Writes a streaming procedure's events as Server-Sent Events, its headers already checked by the
 * procedure (auth, input, the resource found: any error before here left as the JSON envelope).
 * The bridge owns the framing, a comment ping every `pingMs`, and the end: the procedure's iterable
 * done; the client gone (`work` aborted, nothing more written); the longest duration reached, no
 * event for `idleMs`, or the server stopping (a `reconnect` event); a failure (an `error` event with the envelope's body).
 * Every event carries an `id:`; the bridge's own repeat the last one, so a client resumes from the
 * procedure's last event.
 */
export async function writeStream(
  res: Response,
  events: AsyncIterable<StreamEvent<StreamMeta['events']>>,
  stream: StreamMeta,
  work: AbortController,
  limits: StreamLimits,
  logger: Logger,
): Promise<void> {
  let lastId = '';
  let ended: ReconnectReason | undefined;
  const write = (text: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(text);
  };
  const stop = (reason: ReconnectReason) => {
    ended ??= reason;
    work.abort();
  };
  const onClose = () => work.abort();
  const onShutdown = () => stop('shutdown');
  res.on('close', onClose);
  limits.closing.addEventListener('abort', onShutdown);
  const ping = setInterval(() => write(': ping\n\n'), limits.pingMs);
  const longest = setTimeout(() => stop('max_duration'), limits.maxMs);
  // Pings do not count: a client gone without closing its connection (a laptop asleep, a
  // half-open socket) would otherwise hold its place among its credential's streams until the longest duration.
  let idle = setTimeout(() => stop('idle'), limits.idleMs);

  res.status(200).set(SSE_HEADERS).flushHeaders();
  if (limits.closing.aborted) onShutdown();
  const iterator = events[Symbol.asyncIterator]();
  // The procedure may be waiting between reads: the abort ends this wait at once, and the
  // procedure's own wait through its `signal` (the same controller).
  const abortedWork = aborted(work.signal);
  try {
    while (!work.signal.aborted) {
      const next = await Promise.race([iterator.next(), abortedWork]);
      if (!next || next.done) break;
      const { event, id, data } = next.value;
      const schema = stream.events[event];
      if (!schema) throw new Error(`the stream yielded an event it does not declare: ${event}`);
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new Error(`event ${event} failed its schema: ${parsed.error.message}`);
      const json = JSON.stringify(parsed.data);
      if (id.length > EVENT_ID_MAX_LENGTH || json.length > EVENT_DATA_MAX_LENGTH) {
        throw new Error(`event ${event} is longer than the document allows (EVENT_ID_MAX_LENGTH, EVENT_DATA_MAX_LENGTH)`);
      }
      lastId = id;
      write(frame(event, id, parsed.data, json));
      clearTimeout(idle);
      idle = setTimeout(() => stop('idle'), limits.idleMs);
    }
    if (ended) write(frame('reconnect', lastId, BRIDGE_EVENTS.reconnect.parse({ reason: ended })));
  } catch (error) {
    const { error: apiError, internal } = toApiError(error);
    if (internal) logger.error({ err: error, req_id: res.locals.requestId }, 'stream failed');
    write(frame('error', lastId, errorBody(res, apiError)));
  } finally {
    clearInterval(ping);
    clearTimeout(longest);
    clearTimeout(idle);
    res.off('close', onClose);
    limits.closing.removeEventListener('abort', onShutdown);
    work.abort();
    // Closes the procedure's generator (its `finally` runs) if it is not done yet.
    await iterator.return?.().catch(() => undefined);
    res.end();
  }
}

function aborted(signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(undefined);
    else signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
}
