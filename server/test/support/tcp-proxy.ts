import net from 'node:net';

export interface TcpProxy {
  /** `url` (a postgres:// URL) pointed at the proxy instead. */
  via(url: string): string;
  /**
   * Stops forwarding, as a network partition would: bytes either way are held, not delivered,
   * and no socket is closed; a new connection is accepted but reaches nothing.
   */
  blackHole(): void;
  /** Forwards again, delivering what was held, as TCP does once a partition heals. */
  forward(): void;
  /** Connections through the proxy still open. */
  open(): number;
  close(): Promise<void>;
}

interface Pair {
  inbound: net.Socket;
  outbound?: net.Socket;
  /** Bytes from the client not yet delivered. */
  held: Buffer[];
  /** Bytes from the server not yet delivered. */
  heldBack: Buffer[];
}

/** A TCP proxy on a loopback port to `host:port`, for cutting the network in a test. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  let forwarding = true;
  const pairs = new Set<Pair>();

  const connect = (pair: Pair) => {
    const outbound = net.connect(port, host);
    pair.outbound = outbound;
    outbound.on('error', () => {});
    outbound.on('close', () => pair.inbound.destroy());
    outbound.on('data', (chunk: Buffer) => (forwarding ? pair.inbound.write(chunk) : pair.heldBack.push(chunk)));
    for (const chunk of pair.held.splice(0)) outbound.write(chunk);
  };

  const server = net.createServer((inbound) => {
    const pair: Pair = { inbound, held: [], heldBack: [] };
    pairs.add(pair);
    inbound.on('error', () => {});
    inbound.on('close', () => {
      pairs.delete(pair);
      pair.outbound?.destroy();
    });
    inbound.on('data', (chunk: Buffer) => (forwarding && pair.outbound ? pair.outbound.write(chunk) : pair.held.push(chunk)));
    if (forwarding) connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as net.AddressInfo).port;

  return {
    via(url) {
      const proxied = new URL(url);
      proxied.host = `127.0.0.1:${proxyPort}`;
      return proxied.toString();
    },
    blackHole() {
      forwarding = false;
    },
    forward() {
      forwarding = true;
      for (const pair of pairs) {
        if (!pair.outbound) connect(pair);
        for (const chunk of pair.held.splice(0)) pair.outbound!.write(chunk);
        for (const chunk of pair.heldBack.splice(0)) pair.inbound.write(chunk);
      }
    },
    open: () => pairs.size,
    async close() {
      for (const pair of pairs) pair.inbound.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
