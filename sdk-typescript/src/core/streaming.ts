import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { buildRequest, classify, unreachableMessage, type BuiltRequest, type RequestOptions, type RequestSpec, type TransportConfig } from './http.js';
import { ProctorError } from './errors.js';
import { redactHeaders } from './logger.js';
import { retryDelayMillis, shouldRetry } from './retry.js';
import { sleep } from './sleep.js';

/** One event of a stream: its name, the id the stream resumes from, and its data. */
export type StreamEvent<Events extends Record<string, unknown>> = {
  [Name in keyof Events & string]: { event: Name; id: string; data: Events[Name] };
}[keyof Events & string];

/**
 * The events every stream of the server may end with, handled here and never yielded: `error`
 * (the error envelope: thrown as a ProctorError of its code's kind) and `reconnect` (the server
 * closed the stream, its longest duration reached or stopping: resumed at once from the last id).
 * The generator (scripts/lib/sdk-operations.mjs) leaves them out of each stream's event type.
 */
export const CONTROL_EVENTS = ['error', 'reconnect'] as const;

class Dropped extends Error {}

/**
 * A stream of Server-Sent Events from the API, read with eventsource-parser: iterate it with
 * `for await`, once. Comment lines (the server's pings) are skipped; every event's `id` is kept,
 * and a dropped connection, or the server's `reconnect`, is resumed with `Last-Event-ID`, so no
 * event is lost or repeated. Resuming tries up to `maxRetries` times in a row, with the usual
 * backoff, all within `timeout` ms of the drop; `timeout` also bounds each wait for a byte (the
 * server pings every 15 s). `abort()` (or the call's `signal`) ends it: the loop simply stops.
 */
export class Stream<Event extends { event: string; id: string; data: unknown }> implements AsyncIterable<Event> {
  readonly #config: TransportConfig;
  readonly #request: BuiltRequest;
  readonly #options: RequestOptions;
  readonly #controller = new AbortController();
  #lastEventId: string | undefined;
  #consumed = false;

  constructor(config: TransportConfig, spec: RequestSpec, options: RequestOptions = {}) {
    this.#config = config;
    this.#options = options;
    // Built now: a missing credential throws at the call, before anything is sent.
    this.#request = buildRequest(config, spec, { ...options, headers: { accept: 'text/event-stream', ...options.headers } });
    this.#lastEventId = options.headers?.['last-event-id'] ?? options.headers?.['Last-Event-ID'];
    options.signal?.addEventListener('abort', () => this.abort(), { once: true });
  }

  /** The id of the last event received: what the stream resumes from. */
  get lastEventId(): string | undefined {
    return this.#lastEventId;
  }

  /** Closes the connection; a `for await` over the stream ends without an error. */
  abort(): void {
    this.#controller.abort();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Event> {
    if (this.#consumed) throw new Error('A Stream can be iterated once');
    this.#consumed = true;
    let failures = 0;
    let dropSince: number | undefined;
    try {
      while (!this.#controller.signal.aborted) {
        let resume = false;
        let ended: ProctorError | undefined;
        let failure: ProctorError | undefined;
        try {
          const response = await this.#connect();
          for await (const message of this.#messages(response)) {
            failures = 0;
            dropSince = undefined;
            if (message.event === 'error') {
              ended = this.#errorOf(message, response);
              break;
            }
            if (message.event === 'reconnect') {
              resume = true;
              break;
            }
            if (message.id !== undefined) this.#lastEventId = message.id;
            yield { event: message.event ?? 'message', id: message.id ?? '', data: JSON.parse(message.data) as unknown } as Event;
            // Aborted by the loop's body: no event already read follows.
            if (this.#controller.signal.aborted) return;
          }
        } catch (error) {
          if (this.#controller.signal.aborted) return;
          if (error instanceof Dropped) failure = this.#networkError('dropped', error);
          else if (error instanceof ProctorError) failure = error;
          else throw error;
        }
        if (ended) throw ended;
        if (resume) continue;
        if (!failure) return;
        // A drop, or a refusal to resume: again from the last id, within the budget, if retryable.
        dropSince ??= Date.now();
        failures += 1;
        const status = failure.status;
        const retryAfterMs = failure.retryAfter === undefined ? undefined : failure.retryAfter * 1000;
        const delayMs = retryDelayMillis({ retryIndex: failures - 1, status, retryAfterMs });
        const maxRetries = this.#options.maxRetries ?? this.#config.maxRetries;
        // A POST stream is resumed only from an event id: sent again without one, it could start a second turn.
        const resumable = this.#request.method === 'GET' || this.#lastEventId !== undefined;
        const retryable = resumable && shouldRetry({ method: 'GET', headers: this.#request.headers, status });
        if (!retryable || failures > maxRetries || Date.now() + delayMs - dropSince >= this.#timeout) throw failure;
        this.#config.logger.info(`proctor: resuming ${this.#request.path} from ${this.#lastEventId ?? 'the start'} in ${delayMs} ms`);
        await sleep(delayMs, this.#controller.signal).catch(() => undefined);
      }
    } finally {
      this.#controller.abort();
    }
  }

  /**
   * A ReadableStream of the events (e.g. to hand to a web response); cancelling it aborts the stream.
   */
  toReadableStream(): ReadableStream<Event> {
    const iterator = this[Symbol.asyncIterator]();
    return new ReadableStream<Event>({
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: async () => {
        this.abort();
        await iterator.return?.();
      },
    });
  }

  /** Reads the stream to its end and answers its last event (a service request's `done`, with the final request). */
  async finalEvent(): Promise<Event | undefined> {
    let last: Event | undefined;
    for await (const event of this) last = event;
    return last;
  }

  get #timeout(): number {
    return this.#options.timeout ?? this.#config.timeout;
  }

  /** One connection: its response once the server accepted the stream, or the error it answered. */
  async #connect(): Promise<Response> {
    const headers = new Headers(this.#request.headers);
    if (this.#lastEventId !== undefined) headers.set('last-event-id', this.#lastEventId);
    const { method, url } = this.#request;
    this.#config.logger.debug(`proctor → ${method} ${url} (stream)`, { headers: redactHeaders(headers) });
    const connecting = new AbortController();
    // Aborting the stream aborts the connection; so does a server that does not answer in time.
    const onAbort = () => connecting.abort();
    this.#controller.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => connecting.abort(new Dropped(`no answer in ${this.#timeout} ms`)), this.#timeout);
    let response: Response;
    try {
      // A POST stream sends the same body on every connection: the server replays the turn it names
      // from Last-Event-ID rather than starting another (the chat turn's description).
      response = await this.#config.fetch(url, { method, headers, body: this.#request.body, signal: connecting.signal });
    } catch (error) {
      throw new ProctorError({ kind: 'network', message: unreachableMessage(url, error), attempts: 1, cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return response;
    const text = await response.text().catch(() => '');
    const result = classify<unknown>(this.#request, response, text, 1);
    if (result instanceof ProctorError) throw result;
    throw new ProctorError({
      kind: 'invalid_response',
      status: response.status,
      message: `${method} ${this.#request.path} answered ${response.status} without an event stream`,
      requestId: response.headers.get('x-request-id') ?? undefined,
      attempts: 1,
      headers: response.headers,
      body: text,
    });
  }

  /** The events of one response, as they arrive; a silence longer than `timeout` is a drop. */
  async *#messages(response: Response): AsyncGenerator<EventSourceMessage> {
    const pending: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (message) => pending.push(message) });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const abort = () => void reader.cancel().catch(() => undefined);
    this.#controller.signal.addEventListener('abort', abort, { once: true });
    try {
      for (;;) {
        let idle: ReturnType<typeof setTimeout> | undefined;
        const silence = new Promise<never>((_, reject) => {
          idle = setTimeout(() => reject(new Dropped(`no byte for ${this.#timeout} ms`)), this.#timeout);
        });
        let chunk: ReadableStreamReadResult<string>;
        try {
          chunk = await Promise.race([reader.read(), silence]);
        } catch (error) {
          if (error instanceof Dropped || this.#controller.signal.aborted) throw error;
          throw new Dropped(error instanceof Error ? error.message : String(error));
        } finally {
          clearTimeout(idle);
        }
        if (chunk.done) return;
        parser.feed(chunk.value);
        while (pending.length > 0) {
          yield pending.shift()!;
        }
      }
    } finally {
      this.#controller.signal.removeEventListener('abort', abort);
      void reader.cancel().catch(() => undefined);
    }
  }

  #errorOf(message: EventSourceMessage, response: Response): ProctorError {
    let envelope: { error?: { code?: string; message?: string; request_id?: string } } = {};
    try {
      envelope = JSON.parse(message.data) as typeof envelope;
    } catch {
      // a body that is not JSON keeps the generic message
    }
    const code = envelope.error?.code;
    return new ProctorError({
      kind: ProctorError.kindFor(0, code),
      code,
      message: envelope.error?.message ?? `${this.#request.path}: the stream ended with an error`,
      requestId: envelope.error?.request_id ?? response.headers.get('x-request-id') ?? undefined,
      attempts: 1,
      body: envelope,
    });
  }

  #networkError(what: string, error: unknown): ProctorError {
    return new ProctorError({
      kind: 'network',
      message: `${this.#request.method} ${this.#request.path} ${what}: ${error instanceof Error ? error.message : String(error)}`,
      attempts: 1,
      cause: error,
    });
  }
}
