import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request, type Dispatcher } from 'undici';
import type { Config } from '../../config.js';
import { ProviderFailure } from '../failure.js';
import { AddressPolicy, hostRefusalDetail, refusalDetail } from './address-policy.js';

export interface OutboundResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
}

export interface OutboundInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal: AbortSignal;
  /** The most the final response's body may hold; a longer body is a failure, cut off while it streams. */
  maxBytes: number;
  /** Default: true for GET, false for POST. */
  followRedirects?: boolean;
}

/** The URL's host could not be reached (DNS, connection, TLS): worth a retry, unlike a refusal. */
export class OutboundUnreachable extends ProviderFailure {}

/** The body is larger than `maxBytes` (declared, or found while streaming). */
export class OutboundTooLarge extends ProviderFailure {}

/**
 * Raised inside the connection when a host name resolves to no address the policy allows: every
 * address it gave is refused, or it gave none (the name does not exist). Both carry one message
 * (hostRefusalDetail); the address and its class, or the resolver's code, are for the server log only.
 */
class AddressRefused extends Error {
  override name = 'AddressRefused';
  readonly hostname: string;
  readonly address: string | undefined;
  readonly reason: string;

  constructor(hostname: string, reason: string, address?: string) {
    super(hostRefusalDetail(hostname));
    this.hostname = hostname;
    this.address = address;
    this.reason = reason;
  }
}

/**
 * Resolver codes that mean the name has no address, as opposed to a resolver that failed for now
 * (EAI_AGAIN, worth a retry): answered as a refusal, since telling them apart would tell a caller
 * which names exist inside the server's network.
 */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

/** A DNS resolver in the shape of dns.lookup with `all: true`. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * The lookup the connection uses: it resolves the name and keeps only the addresses the policy
 * allows, so the socket can never connect anywhere else — whatever the name answered the last
 * time it was looked up (DNS rebinding) and on every redirect.
 */
export function createOutboundLookup(policy: AddressPolicy, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        if (typeof error.code === 'string' && NO_SUCH_NAME.has(error.code)) return callback(new AddressRefused(hostname, `does not resolve (${error.code})`), '');
        return callback(error, '');
      }
      const allowed = addresses.filter(({ address }) => policy.refusal(address) === null);
      const [first] = allowed;
      if (!first) {
        const refused = addresses[0];
        if (!refused) return callback(new AddressRefused(hostname, 'does not resolve (no address)'), '');
        return callback(new AddressRefused(hostname, policy.refusal(refused.address)!, refused.address), '');
      }
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    });
  };
}

interface Outbound {
  policy: AddressPolicy;
  agent: Agent;
}

const outbounds = new Map<string, Outbound>();

/** One connection pool per allow-list, shared by every request under it. */
function outboundFor(allow: readonly string[]): Outbound {
  const key = allow.join(',');
  let outbound = outbounds.get(key);
  if (!outbound) {
    const policy = new AddressPolicy(allow);
    outbound = { policy, agent: new Agent({ connect: { lookup: createOutboundLookup(policy) } }) };
    outbounds.set(key, outbound);
  }
  return outbound;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
// A redirect's body is read to reuse the connection when small, or the connection dropped.
const REDIRECT_BODY_MAX_BYTES = 64 * 1024;
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie']);

const NETWORK_ERRORS: Record<string, string> = {
  EAI_AGAIN: 'its host name could not be resolved',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection closed unexpectedly',
};

// Known network errors are described without the host name: the caller knows the URL it gave.
function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? NETWORK_ERRORS[code] : undefined;
  if (known) return `${known} (${code as string})`;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${message} (${code})` : message;
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** What a throw from undici comes to: the caller's abort as it is, a refusal, or an unreachable host. */
function outboundFailure(error: unknown, signal: AbortSignal, doing: string): unknown {
  if (signal.aborted) return error;
  const chain = causeChain(error);
  const refused = chain.find((cause) => cause instanceof AddressRefused);
  if (refused) {
    const { hostname, address, reason } = refused;
    return new ProviderFailure(refused.message, { logFields: { outbound_refused: { host: hostname, ...(address ? { address } : {}), reason } } });
  }
  const cause = chain.find((link) => typeof (link as { code?: unknown }).code === 'string') ?? error;
  return new OutboundUnreachable(`${doing}: ${describeNetworkError(cause)}`);
}

function toHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}

/** Stops a body midway; the abort error this raises in the stream is ours, so it is swallowed. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined).destroy();
}

async function readBody(body: Dispatcher.ResponseData['body'], maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        discard(body);
        throw new OutboundTooLarge(`The response is larger than the limit of ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    throw outboundFailure(error, signal, 'The server broke off its answer');
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

/** Refuses an IP-literal host before connecting: Node connects to literals without a lookup. */
function checkLiteralHost(url: URL, policy: AddressPolicy): void {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) === 0) return;
  const reason = policy.refusal(host);
  if (reason !== null) throw new ProviderFailure(refusalDetail(host, reason));
}

/** A URL, or a ProviderFailure naming what is wrong with it: unparsable, or not http(s). */
function httpUrl(input: string, base: URL | undefined, what: string): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new ProviderFailure(`${what} is not a valid URL: ${input.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProviderFailure(`${what} is a ${url.protocol} URL; only http and https are fetched`);
  }
  return url;
}

/**
 * An HTTP request to a URL a user gave, which must not reach the server's own network: every
 * address connected to — IP literals, resolved names, each redirect hop — is checked against the
 * address policy (public unicast addresses, plus PROCTOR_OUTBOUND_ALLOW). Refusals, unreachable
 * hosts, bodies over `maxBytes`, too many redirects and non-http(s) redirects are ProviderFailures;
 * the caller's abort is rethrown as it is.
 */
export async function fetchOutbound(url: string, init: OutboundInit, config: Config): Promise<OutboundResponse> {
  const { policy, agent } = outboundFor(config.PROCTOR_OUTBOUND_ALLOW);
  const { signal, maxBytes } = init;
  let method = init.method ?? 'GET';
  let headers = { ...init.headers };
  let body = init.body;
  const follow = init.followRedirects ?? method === 'GET';
  let current = httpUrl(url, undefined, 'The URL');
  for (let redirects = 0; ; redirects += 1) {
    checkLiteralHost(current, policy);
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(current, { method, headers, body, signal, dispatcher: agent });
    } catch (error) {
      throw outboundFailure(error, signal, 'Could not reach the URL');
    }
    const location = answer.headers.location;
    if (!follow || !REDIRECT_STATUSES.has(answer.statusCode) || typeof location !== 'string') {
      const declared = Number(answer.headers['content-length']);
      if (declared > maxBytes) {
        discard(answer.body);
        throw new OutboundTooLarge(`The response is larger than the limit of ${maxBytes} bytes (Content-Length ${declared})`);
      }
      const received = await readBody(answer.body, maxBytes, signal);
      return { url: current.href, status: answer.statusCode, headers: toHeaders(answer.headers), body: received };
    }
    try {
      await answer.body.dump({ limit: REDIRECT_BODY_MAX_BYTES, signal });
    } catch (error) {
      throw outboundFailure(error, signal, 'The server broke off its answer');
    }
    if (redirects === MAX_REDIRECTS) throw new ProviderFailure(`The URL redirected more than ${MAX_REDIRECTS} times`);
    const next = httpUrl(location, current, `The redirect target (HTTP ${answer.statusCode} from ${current.origin})`);
    if (answer.statusCode === 303 || (method === 'POST' && answer.statusCode !== 307 && answer.statusCode !== 308)) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
    }
    if (next.origin !== current.origin) {
      headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));
    }
    current = next;
  }
}
