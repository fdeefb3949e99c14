import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** Every request the server received, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a loopback address, answering with `handle` once it has read the request's body. */
export async function startLocalServer(
  handle: (request: ReceivedRequest, response: ServerResponse, raw: IncomingMessage) => void,
  host = '127.0.0.1',
): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const request = { method: raw.method ?? '', path: raw.url ?? '', headers: raw.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      handle(request, response, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
