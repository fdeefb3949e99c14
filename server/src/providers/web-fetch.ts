import { MIMEType } from 'node:util';
import type { AdapterContext } from './contract.js';
import { VERSION } from '../version.js';
import { ProviderFailure } from './failure.js';
import { fetchOutbound } from './outbound/fetch.js';

export interface WebFetchResult {
  url: string;
  status_code: number;
  content_type: string;
  content: string;
}

const TEXT_APPLICATION_TYPES = new Set([
  'application/json',
  'application/xml',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/yaml',
  'application/x-yaml',
  'application/toml',
  'application/x-ndjson',
]);

/** text/*, and the application types whose bodies are text: JSON, XML, scripts, YAML (and any +json, +xml, +yaml). */
function isTextType(mime: MIMEType): boolean {
  return mime.type === 'text' || TEXT_APPLICATION_TYPES.has(mime.essence) || /\+(json|xml|yaml)$/.test(mime.subtype);
}

function decoderFor(charset: string) {
  try {
    return new TextDecoder(charset);
  } catch {
    throw new ProviderFailure(`The page declares a charset this server cannot decode: ${charset.slice(0, 60)}`);
  }
}

/**
 * The body as text, decoded by the response's charset (UTF-8 by default). A body without a
 * Content-Type is taken as text when it is valid UTF-8; a non-text type is a failure.
 */
function decode(contentType: string, body: Uint8Array, operation: string): string {
  if (contentType === '') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw new ProviderFailure(`The response has no Content-Type and its body is not UTF-8 text; ${operation} returns text only`);
    }
  }
  let mime: MIMEType;
  try {
    mime = new MIMEType(contentType);
  } catch {
    throw new ProviderFailure(`The response has a malformed Content-Type: ${contentType.slice(0, 100)}`);
  }
  if (!isTextType(mime)) {
    throw new ProviderFailure(`The response is ${mime.essence}, not text; ${operation} returns text content only (HTML, plain text, JSON, XML, …)`);
  }
  return decoderFor(mime.params.get('charset') ?? 'utf-8').decode(body);
}

/**
 * GETs a page through the outbound client (address checks, redirects, size limit). Whatever the
 * page answered, 4xx and 5xx included, is the result with its status code: the fetch was done.
 * `operation` (web.fetch_url, web.extract) names the caller in the User-Agent and the failures.
 */
export async function fetchWebPage({ url }: { url: string }, { config, signal }: AdapterContext, operation = 'web.fetch_url'): Promise<WebFetchResult> {
  const response = await fetchOutbound(
    url,
    {
      signal,
      maxBytes: config.PROCTOR_FETCH_MAX_BYTES,
      headers: {
        accept: 'text/html, text/*;q=0.9, application/json;q=0.9, application/xml;q=0.9, */*;q=0.1',
        'user-agent': `Proctor/${VERSION} (${operation})`,
      },
    },
    config,
  );
  const contentType = response.headers.get('content-type') ?? '';
  return { url: response.url, status_code: response.status, content_type: contentType, content: decode(contentType, response.body, operation) };
}
