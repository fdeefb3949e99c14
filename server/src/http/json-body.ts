import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../trpc/errors.js';
import { BODY_METHODS } from '../trpc/procedure-input.js';
import { hasBody, isForm, isJson, keepRawBody } from './body.js';

/**
 * How deeply a JSON body may nest arrays and objects, the body itself being level 1. The
 * catalog's payloads need 4 at most (body, payload, rows, a row: operations/data.ts); free-form
 * fields (a workflow's input, a notification's payload) keep 60 more. Every recursive walk over
 * a body after this check (the REST bridge's text check, zod, json-canonicalize, JSON.stringify)
 * stays thousands of frames below the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

const tooLarge = (limitBytes: number) => new ApiError('invalid_request', `Request body exceeds ${limitBytes} bytes`, { status: 413 });

/**
 * One pass over the bytes, before parsing: brackets inside strings do not count. In UTF-8 these
 * six characters are single bytes that never occur inside a multi-byte sequence. A body that is
 * not well-formed JSON may count wrong here; JSON.parse refuses it next. Measured on 1 MB bodies:
 * 2 to 4 ms whatever their shape, where parsing many small values first and then walking the
 * result took 38 + 18 ms.
 */
function assertDepth(bytes: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) {
        throw new ApiError('invalid_request', `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
}

/** The body's bytes, refused with 413 as soon as more than `limitBytes` have arrived; the rest is never read. */
function readBody(req: Request, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (error?: ApiError) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (!error) resolve(Buffer.concat(chunks, received));
      else {
        req.pause();
        reject(error);
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) settle(tooLarge(limitBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    const onError = () => settle(new ApiError('invalid_request', 'The request body ended early'));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads and parses a JSON request body into `req.body`, cheap to refuse: a Content-Length over
 * the limit is answered before a byte of the body is read, whatever its type; a body sent in
 * chunks as soon as it passes the limit; nesting deeper than MAX_JSON_DEPTH before parsing. The
 * error handler closes the connection of a request whose body is left unread (errors.ts). A
 * form-encoded body (a route that declares it, routers/webhooks/voice.types.ts) is read the same
 * way into an object of its fields, the last of a name sent twice winning; the REST bridge
 * refuses it on other routes (415). Only
 * UTF-8 (RFC 8259, section 8.1) without Content-Encoding is accepted: a compressed body could
 * cost far more to inflate than its size. Other content types are left to the REST bridge to
 * refuse (415).
 */
export function jsonBody(limitBytes: number) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    try {
      if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw tooLarge(limitBytes);
      const form = isForm(req);
      if (!BODY_METHODS.has(req.method) || (!isJson(req) && !form)) return next();
      const encoding = req.headers['content-encoding'];
      if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
        throw new ApiError('invalid_request', `Content-Encoding ${encoding} is not accepted; send the body uncompressed`, { status: 415 });
      }
      const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        throw new ApiError('invalid_request', `A ${form ? 'form' : 'JSON'} body must be UTF-8`, { status: 415 });
      }
      const bytes = await readBody(req, limitBytes);
      keepRawBody(req, bytes);
      if (form) {
        req.body = Object.fromEntries(new URLSearchParams(decode(bytes)));
        return next();
      }
      assertDepth(bytes);
      req.body = parse(bytes);
      next();
    } catch (error) {
      next(error);
    }
  };
}

function decode(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError('invalid_request', 'The request body is not valid UTF-8');
  }
}

function parse(bytes: Buffer): unknown {
  const text = decode(bytes);
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('invalid_request', `Malformed JSON body: ${(error as Error).message}`);
  }
}
