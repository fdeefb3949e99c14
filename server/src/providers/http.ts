import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { z } from 'zod';
import { ProviderFailure } from './failure.js';

export interface ProviderRequest<T> {
  /** The provider's name as users know it, e.g. "Brave Search": it begins every failure's detail. */
  provider: string;
  url: string | URL;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON unless it is already a body fetch understands (FormData for uploads, URLSearchParams for a form-encoded OAuth token request). */
  body?: unknown;
  signal: AbortSignal;
  /** The fetch to call through: the global one unless given (a sandbox app's in-process one, oauth/sandbox.ts). */
  fetch?: typeof fetch | undefined;
  /** The shape of a successful answer (an empty body reads as null, e.g. a revocation's 204); anything else is a failure, not a crash. */
  schema: z.ZodType<T>;
  /** Picks the human-readable message out of the provider's error body (already parsed JSON, or the text). */
  errorMessage: (body: unknown) => string | undefined;
}

const MAX_ERROR_CHARS = 500;

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' ? `${code} (${message})` : message;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The request sent, or a ProviderFailure when the provider cannot be reached (an abort is rethrown as it is). */
async function send(request: Omit<ProviderRequest<unknown>, 'schema'>, accept: string): Promise<Response> {
  const { body } = request;
  const json = body !== undefined && !(body instanceof FormData) && !(body instanceof URLSearchParams);
  try {
    return await (request.fetch ?? fetch)(request.url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { accept, ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: json ? JSON.stringify(body) : (body as FormData | URLSearchParams | undefined),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ProviderFailure(`Could not reach ${request.provider}: ${describeNetworkError(error)}`);
  }
}

/** An HTTP error answer as a failure: the provider's own message and, on 429, its Retry-After. */
function httpFailure(request: Pick<ProviderRequest<unknown>, 'provider' | 'errorMessage'>, response: Response, parsed: unknown, text: string): ProviderFailure {
  const message = (request.errorMessage(parsed ?? text) ?? text.trim()).slice(0, MAX_ERROR_CHARS) || response.statusText;
  const retryAfter = response.status === 429 ? response.headers.get('retry-after') : null;
  const retry = retryAfter ? ` (retry after ${retryAfter} s)` : '';
  return new ProviderFailure(`${request.provider} answered HTTP ${response.status}: ${message}${retry}`);
}

/**
 * Calls a provider's streaming API (Server-Sent Events, as OpenAI's `stream: true`): the events of
 * its answer as they arrive. Failing before the stream (unreachable, an HTTP error) is a
 * ProviderFailure as for callProvider; so is a stream broken off. An abort is rethrown as it is.
 */
export async function* streamProvider(request: Omit<ProviderRequest<unknown>, 'schema'>): AsyncGenerator<EventSourceMessage> {
  const response = await send(request, 'text/event-stream');
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw httpFailure(request, response, text === '' ? null : parseJson(text), text);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  // Not every fetch ends a body being read when its signal aborts: cancelling the reader does.
  const onAbort = () => void reader.cancel(request.signal.reason).catch(() => {});
  request.signal.addEventListener('abort', onAbort, { once: true });
  if (request.signal.aborted) onAbort();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      request.signal.throwIfAborted();
      if (done) return;
      yield value;
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ProviderFailure(`${request.provider} broke off its stream: ${describeNetworkError(error)}`);
  } finally {
    request.signal.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

/**
 * Calls a provider's JSON API through fetch and returns its answer checked against `schema`.
 * Every way it can go wrong — unreachable, an HTTP error (with the provider's own message and,
 * on 429, its Retry-After), a body that is not JSON (but for a 204's none) or not the documented shape — is a
 * ProviderFailure. An abort (the request's deadline) is rethrown as it is, for the caller to word.
 */
export async function callProvider<T>(request: ProviderRequest<T>): Promise<T> {
  const { provider } = request;
  const response = await send(request, 'application/json');
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new ProviderFailure(`${provider} broke off its answer: ${describeNetworkError(error)}`);
  }
  const parsed = text === '' ? null : parseJson(text);
  if (!response.ok) throw httpFailure(request, response, parsed, text);
  // An empty body (a 204, e.g. Jira's transitions or a revocation) reads as null: its schema is z.null().
  if (parsed === undefined) {
    throw new ProviderFailure(`${provider} answered HTTP ${response.status} with a body that is not JSON`);
  }
  const checked = request.schema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new ProviderFailure(`${provider} answered in an unexpected shape (${issue.path.join('.') || 'body'}: ${issue.message})`);
  }
  return checked.data;
}

/**
 * Calls a provider whose answer is a file (speech's audio): its bytes, of content type
 * `contentType`, at most `maxBytes`. It fails as callProvider does, and also on another content
 * type or a larger answer (read no further than the bound).
 */
export async function callProviderForFile(
  request: Omit<ProviderRequest<unknown>, 'schema'> & { contentType: string; maxBytes: number },
): Promise<Uint8Array> {
  const { provider } = request;
  const response = await send(request, request.contentType);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw httpFailure(request, response, text === '' ? null : parseJson(text), text);
  }
  const type = response.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase();
  // Not awaited: a cancel may wait on a peer that never finishes the body; the failure needs nothing more of it.
  const stop = (reader?: ReadableStreamDefaultReader<Uint8Array>) => void (reader ?? response.body)?.cancel().catch(() => undefined);
  // OpenAI answers a WAV as audio/wav; compatible servers also say audio/x-wav, audio/wave or octet-stream.
  if (type !== undefined && !CONTENT_TYPE_ALIASES[request.contentType]?.includes(type) && type !== request.contentType) {
    stop();
    throw new ProviderFailure(`${provider} answered ${type}, not ${request.contentType}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.byteLength;
      if (size > request.maxBytes) {
        stop(reader);
        throw new ProviderFailure(`${provider} answered more than ${request.maxBytes} bytes, the most accepted`);
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof ProviderFailure || request.signal.aborted) throw error;
    throw new ProviderFailure(`${provider} broke off its answer: ${describeNetworkError(error)}`);
  }
  return Buffer.concat(chunks);
}

const CONTENT_TYPE_ALIASES: Record<string, string[]> = { 'audio/wav': ['audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'application/octet-stream'] };
