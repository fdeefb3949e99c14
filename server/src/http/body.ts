import type { IncomingMessage } from 'node:http';

export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

export function isJson(req: IncomingMessage): boolean {
  return /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i.test(req.headers['content-type'] ?? '');
}

/** A form-encoded body (HTML forms, and Twilio's webhooks). */
export function isForm(req: IncomingMessage): boolean {
  return /^application\/x-www-form-urlencoded(?:\s*;|$)/i.test(req.headers['content-type'] ?? '');
}

const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/** Keeps the body's bytes as received, for signatures computed over them (webhooks). */
export function keepRawBody(req: IncomingMessage, body: Buffer): void {
  rawBodies.set(req, body);
}

export function rawBodyOf(req: IncomingMessage): Buffer | undefined {
  return rawBodies.get(req);
}
