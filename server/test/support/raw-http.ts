import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` as it is on a TCP connection, which stays open as the client leaves it (a
 * body left unfinished stays unfinished), and reads the answer until the server closes the
 * connection. Refused after `timeoutMs`: a server still waiting for the rest of the body.
 */
export function rawRequest(baseUrl: string, request: string | Buffer, timeoutMs = 5000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms; received: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset a connection it stopped reading: what it wrote before still counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!Number.isInteger(status)) {
        reject(new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}
