import type { TestApp } from './app.js';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** An open Server-Sent Events response, read event by event; comment lines are counted, not returned. */
export interface SseReader {
  response: Response;
  /** The next event, or undefined when the server closed the stream. */
  next(): Promise<SseEvent | undefined>;
  /** Every event until the server closes the stream. */
  rest(): Promise<SseEvent[]>;
  comments: string[];
  close(): void;
}

/**
 * GETs `path` as an event stream (or POSTs `body` as JSON, for a stream a POST answers). The
 * framing is read here as the SSE specification reads it (fields by line, an event per blank
 * line, `data` lines joined by newlines), so that the tests see what a client sees.
 */
export async function openStream(app: TestApp, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<SseReader> {
  const controller = new AbortController();
  const response = await app.request(path, {
    headers: { accept: 'text/event-stream', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    signal: controller.signal,
  });
  // Made at the first read: a refusal's JSON body stays readable with response.text().
  let reader: ReadableStreamDefaultReader<string> | undefined;
  const comments: string[] = [];
  let buffer = '';
  const parse = (block: string): SseEvent | undefined => {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      if (field === 'id') id = value;
      if (field === 'data') data.push(value);
    }
    return data.length > 0 ? { event, id, data: JSON.parse(data.join('\n')) } : undefined;
  };
  const next = async (): Promise<SseEvent | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parse(block);
        if (event) return event;
        continue;
      }
      reader ??= response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += chunk.value;
    }
  };
  return {
    response,
    next,
    async rest() {
      const events: SseEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
    comments,
    close: () => controller.abort(),
  };
}
