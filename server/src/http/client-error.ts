import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { newId } from '../domain/ids.js';
import type { ErrorEnvelope } from '../trpc/errors.js';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * What Node refuses before the app sees a request (a malformed request line or header, headers
 * over the size limit, headers or a request too slow to arrive): answered in the one error
 * envelope instead of Node's bare status line. There is no request or response object: the
 * answer is written on the socket, and the connection closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // As Node's own default: nothing is written on a socket that is gone, or in the middle of an
  // answer already begun on it (a stream, or a kept-alive connection's earlier request).
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const requestId = newId('req');
  const message =
    status === 431 ? 'The request headers are too large' : status === 408 ? 'The request did not arrive in time' : 'The request is not valid HTTP';
  answerOnSocket(socket, status, { error: { code: 'invalid_request', message, request_id: requestId } });
}

/**
 * Writes an error answer in the one envelope straight on a socket no response object owns (what
 * Node refused, or an upgrade request refused before the WebSocket handshake), and closes it.
 */
export function answerOnSocket(socket: Duplex, status: number, envelope: ErrorEnvelope, extraHeaders: Record<string, string> = {}): void {
  const body = JSON.stringify(envelope);
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': envelope.error.request_id,
    'Cache-Control': 'no-store',
    ...SECURITY_HEADERS,
    ...extraHeaders,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}
