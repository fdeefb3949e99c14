import type { LookupAddress } from 'node:dns';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ProviderFailure } from '../../src/providers/failure.js';
import { AddressPolicy, hostRefusalDetail } from '../../src/providers/outbound/address-policy.js';
import { createOutboundLookup, fetchOutbound, OutboundTooLarge, OutboundUnreachable, type Resolver } from '../../src/providers/outbound/fetch.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';

const closed = loadConfig({});
const loopbackAllowed = loadConfig({ PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' });
const get = (url: string, config = loopbackAllowed, maxBytes = 1_000_000, signal = AbortSignal.timeout(5000)) =>
  fetchOutbound(url, { signal, maxBytes }, config);

let target: LocalServer;
beforeAll(async () => {
  target = await startLocalServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`hello from ${request.path}`);
  });
});
afterAll(() => target.close());

describe('the address policy', () => {
  const policy = new AddressPolicy([]);

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT (100.64.0.0/10)'],
    ['100.127.255.254', 'carrier-grade NAT (100.64.0.0/10)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['fd12:3456::1', 'unique-local (fc00::/7)'],
    ['fc00::1', 'unique-local (fc00::/7)'],
    ['2002:7f00:1::', '6to4 (2002::/16)'],
    ['2001:0:4136:e378::1', 'Teredo (2001::/32)'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 (64:ff9b::/96)'],
    ['::7f00:1', 'IPv4-compatible IPv6 (::/96)'],
  ])('refuses %s as %s', (address, reason) => {
    expect(policy.refusal(address)).toBe(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(policy.refusal(address)).toBeNull();
  });

  it('allows what PROCTOR_OUTBOUND_ALLOW lists, IPv4-mapped forms included, and nothing next to it', () => {
    const allowing = new AddressPolicy(['127.0.0.1/32', 'fd00::/8', '10.8.0.0/16']);
    expect(allowing.refusal('127.0.0.1')).toBeNull();
    expect(allowing.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowing.refusal('fd00::1')).toBeNull();
    expect(allowing.refusal('10.8.200.1')).toBeNull();
    expect(allowing.refusal('127.0.0.2')).toBe('loopback');
    expect(allowing.refusal('10.9.0.1')).toBe('private');
    expect(allowing.refusal('fe80::1')).toBe('link-local');
  });

  it('makes an invalid PROCTOR_OUTBOUND_ALLOW entry a configuration error naming it', () => {
    expect(loadConfig({ PROCTOR_OUTBOUND_ALLOW: ' 127.0.0.1/32 , fd00::/8 ' }).PROCTOR_OUTBOUND_ALLOW).toEqual(['127.0.0.1/32', 'fd00::/8']);
    expect(() => loadConfig({ PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32,10.0.0.300/8' })).toThrow(ConfigError);
    expect(() => loadConfig({ PROCTOR_OUTBOUND_ALLOW: 'localhost' })).toThrow(
      'PROCTOR_OUTBOUND_ALLOW.0: localhost is not a CIDR such as 127.0.0.1/32 or fd00::/8',
    );
    expect(() => loadConfig({ PROCTOR_OUTBOUND_ALLOW: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33 is not a CIDR/);
  });
});

describe('fetchOutbound refuses internal addresses', () => {
  // PORT is the loopback target's port: a refusal must leave it without a request.
  const refusals: [url: string, address: string, reason: string][] = [
    ['http://127.0.0.1:PORT/', '127.0.0.1', 'loopback'],
    ['http://[::1]:PORT/', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]:PORT/', '::ffff:7f00:1', 'loopback'],
    ['http://2130706433:PORT/', '127.0.0.1', 'loopback'],
    ['http://0177.0.0.1:PORT/', '127.0.0.1', 'loopback'],
    ['http://0x7f.1:PORT/', '127.0.0.1', 'loopback'],
    ['http://0.0.0.0:PORT/', '0.0.0.0', 'unspecified'],
    ['http://10.0.0.1/', '10.0.0.1', 'private'],
    ['http://172.16.5.4/', '172.16.5.4', 'private'],
    ['http://192.168.0.1/admin', '192.168.0.1', 'private'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'link-local'],
    ['http://100.64.0.1/', '100.64.0.1', 'carrier-grade NAT'],
    ['https://[fd00::1]/', 'fd00::1', 'unique-local'],
    ['http://[fe80::1]/', 'fe80::1', 'link-local'],
    ['http://[2002:7f00:1::]/', '2002:7f00:1::', '6to4'],
    ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe', 'NAT64'],
    ['http://[2001:0:4136:e378::1]/', '2001:0:4136:e378::1', 'Teredo'],
    ['http://[::]/', '::', 'unspecified'],
    ['http://224.0.0.1/', '224.0.0.1', 'multicast'],
    ['http://255.255.255.255/', '255.255.255.255', 'broadcast'],
  ];

  it.each(refusals)('%s', async (url, address, reason) => {
    const before = target.received.length;
    const attempt = get(url.replace('PORT', String(target.port)), closed);
    await expect(attempt).rejects.toBeInstanceOf(ProviderFailure);
    await expect(attempt).rejects.not.toBeInstanceOf(OutboundUnreachable);
    await expect(attempt).rejects.toThrow(`The URL resolves to ${address}, a ${reason}`);
    await expect(attempt).rejects.toThrow(/may not reach; a server operator can allow it by adding its range to PROCTOR_OUTBOUND_ALLOW \(e\.g\. /);
    expect(target.received.length).toBe(before);
  });

  it('refuses a host name that resolves to one, naming the host but never the address it resolved to', async () => {
    const attempt = get(`http://localhost:${target.port}/`, closed).catch((error: unknown) => error);
    const failure = (await attempt) as ProviderFailure;
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).not.toBeInstanceOf(OutboundUnreachable);
    expect(failure.message).toBe(
      'The host localhost is not an allowed destination: outbound requests reach only host names that resolve to public addresses; ' +
        'a server operator can allow chosen ranges with PROCTOR_OUTBOUND_ALLOW',
    );
    expect(failure.logFields).toEqual({ outbound_refused: { host: 'localhost', address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/), reason: 'loopback' } });
  });

  it('reaches loopback once PROCTOR_OUTBOUND_ALLOW lists it, by address and by name, and no neighbour of it', async () => {
    expect(await get(`${target.origin}/a?b=1`)).toMatchObject({ url: `${target.origin}/a?b=1`, status: 200 });
    const byName = await get(`http://localhost:${target.port}/named`);
    expect(new TextDecoder().decode(byName.body)).toBe('hello from /named');
    await expect(get(`http://127.0.0.2:${target.port}/`)).rejects.toThrow('The URL resolves to 127.0.0.2, a loopback address');
    await expect(get(`http://[::1]:${target.port}/`)).rejects.toThrow('The URL resolves to ::1, a loopback address');
  });

  it('refuses non-http schemes', async () => {
    await expect(get('file:///etc/passwd')).rejects.toThrow('The URL is a file: URL; only http and https are fetched');
  });
});

describe('DNS rebinding: the address is checked inside the connection, on every lookup', () => {
  const answers = (...addresses: string[][]): Resolver => {
    let call = 0;
    return (_hostname, _options, callback) => {
      const next = addresses[Math.min(call, addresses.length - 1)]!;
      call += 1;
      callback(null, next.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
    };
  };
  const lookupOnce = (lookup: ReturnType<typeof createOutboundLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) => {
      lookup('rebind.example', { all }, (error, address, family) => resolve({ error, address, family }));
    });

  it('refuses a name that answers a public address first and a private one next', async () => {
    const lookup = createOutboundLookup(new AddressPolicy([]), answers(['93.184.215.14'], ['10.0.0.1']));
    expect(await lookupOnce(lookup, false)).toEqual({ error: null, address: '93.184.215.14', family: 4 });
    const second = await lookupOnce(lookup, false);
    expect(second.error).toMatchObject({ hostname: 'rebind.example', address: '10.0.0.1', reason: 'private' });
    expect(second.error?.message).toBe(hostRefusalDetail('rebind.example'));
  });

  it('connects only to the allowed addresses of a name that answers several', async () => {
    const lookup = createOutboundLookup(new AddressPolicy([]), answers(['10.0.0.1', '93.184.215.14', '::1', '2606:4700::1']));
    expect(await lookupOnce(lookup, true)).toEqual({
      error: null,
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ],
    });
  });

  it('holds for real connections: undici asks the lookup again for each new connection', async () => {
    const server = await startLocalServer((_request, response) => {
      response.writeHead(200, { connection: 'close' }).end('ok');
    });
    const agent = new Agent({ connect: { lookup: createOutboundLookup(new AddressPolicy(['127.0.0.1/32']), answers(['127.0.0.1'], ['169.254.169.254'])) } });
    try {
      const first = await request(`http://rebind.example:${server.port}/`, { dispatcher: agent });
      expect(await first.body.text()).toBe('ok');
      await expect(request(`http://rebind.example:${server.port}/`, { dispatcher: agent })).rejects.toMatchObject({
        address: '169.254.169.254',
        reason: 'link-local',
      });
      expect(server.received).toHaveLength(1);
    } finally {
      await agent.close();
      await server.close();
    }
  });
});

describe('redirects', () => {
  let redirector: LocalServer;
  let other: LocalServer;
  beforeAll(async () => {
    redirector = await startLocalServer((request, response) => {
      const url = new URL(request.path, 'http://x');
      const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
      if (hop) {
        const left = Number(hop[1]);
        if (left === 0) response.writeHead(200, { 'content-type': 'text/plain' }).end('arrived');
        else response.writeHead(302, { location: `/hop/${left - 1}` }).end();
      } else if (url.pathname === '/to') {
        response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('target')! }).end();
      } else {
        response.writeHead(200).end(`${request.method} ${request.path} ${request.body}`);
      }
    });
    other = await startLocalServer((request, response) => response.writeHead(200).end(`other: ${request.headers.authorization ?? 'none'}`));
  });
  afterAll(async () => {
    await redirector.close();
    await other.close();
  });
  const to = (target: string, status = 302) => `${redirector.origin}/to?status=${status}&target=${encodeURIComponent(target)}`;

  it('follows up to 5 redirects, reporting the final URL, and fails on the 6th', async () => {
    const arrived = await get(`${redirector.origin}/hop/5`);
    expect(arrived).toMatchObject({ url: `${redirector.origin}/hop/0`, status: 200 });
    expect(new TextDecoder().decode(arrived.body)).toBe('arrived');
    await expect(get(`${redirector.origin}/hop/6`)).rejects.toThrow('The URL redirected more than 5 times');
  });

  it.each([
    ['http://127.0.0.2:1/', 'The URL resolves to 127.0.0.2, a loopback address'],
    ['http://10.0.0.1/', 'The URL resolves to 10.0.0.1, a private address'],
    ['http://[::ffff:169.254.169.254]/', 'The URL resolves to ::ffff:a9fe:a9fe, a link-local address'],
    ['http://2852039166/', 'The URL resolves to 169.254.169.254, a link-local address'],
  ])('re-checks each hop: an allowed host redirecting to %s is refused', async (location, detail) => {
    const before = redirector.received.length;
    await expect(get(to(location))).rejects.toThrow(detail);
    expect(redirector.received.length).toBe(before + 1);
  });

  it.each(['file:///etc/passwd', 'gopher://127.0.0.1:70/_x', 'ftp://example.com/file'])('refuses a redirect to %s', async (location) => {
    await expect(get(to(location))).rejects.toThrow(
      new RegExp(`^The redirect target \\(HTTP 302 from http://127\\.0\\.0\\.1:\\d+\\) is a ${location.split(':')[0]}: URL; only http and https are fetched`),
    );
  });

  it('does not follow redirects for POST unless asked, and then turns a 303 into a GET without the body', async () => {
    const post = (followRedirects?: boolean) =>
      fetchOutbound(
        to('/landing', 303),
        { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(5000), maxBytes: 1000, followRedirects },
        loopbackAllowed,
      );
    const unfollowed = await post();
    expect(unfollowed.status).toBe(303);
    expect(unfollowed.headers.get('location')).toBe('/landing');
    const followed = await post(true);
    expect(new TextDecoder().decode(followed.body)).toBe('GET /landing ');
  });

  it('drops credentials on a redirect to another origin', async () => {
    const init = { headers: { authorization: 'Bearer secret' }, signal: AbortSignal.timeout(5000), maxBytes: 1000 };
    const response = await fetchOutbound(to(`${other.origin}/`), init, loopbackAllowed);
    expect(new TextDecoder().decode(response.body)).toBe('other: none');
    expect(redirector.received.at(-1)?.headers.authorization).toBe('Bearer secret');
  });
});

describe('limits', () => {
  let streamer: LocalServer;
  const finished: boolean[] = [];
  beforeAll(async () => {
    streamer = await startLocalServer((request, response) => {
      if (request.path === '/declared') {
        response.writeHead(200, { 'content-length': '10000' }).end('x'.repeat(10_000));
        return;
      }
      if (request.path === '/stall-headers') return;
      if (request.path === '/stall-body') {
        response.writeHead(200).write('partial');
        return;
      }
      // 20 chunks of 1000 bytes, chunked (no Content-Length), one every 10 ms.
      response.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const timer = setInterval(() => {
        response.write('y'.repeat(1000));
        sent += 1;
        if (sent === 20) {
          clearInterval(timer);
          response.end();
        }
      }, 10);
      response.on('close', () => {
        clearInterval(timer);
        finished.push(response.writableFinished);
      });
    });
  });
  afterAll(() => streamer.close());

  it('accepts a body of exactly maxBytes', async () => {
    expect((await get(`${streamer.origin}/stream`, loopbackAllowed, 20_000)).body.byteLength).toBe(20_000);
  });

  it('aborts a streamed body as soon as it passes maxBytes', async () => {
    const closedBefore = finished.length;
    const attempt = get(`${streamer.origin}/stream`, loopbackAllowed, 5000);
    await expect(attempt).rejects.toBeInstanceOf(OutboundTooLarge);
    await expect(attempt).rejects.toThrow(/^The response is larger than the limit of 5000 bytes$/);
    await expect.poll(() => finished.length).toBe(closedBefore + 1);
    expect(finished.at(-1)).toBe(false);
  });

  it('refuses a declared Content-Length over maxBytes without reading it', async () => {
    const attempt = get(`${streamer.origin}/declared`, loopbackAllowed, 5000);
    await expect(attempt).rejects.toBeInstanceOf(OutboundTooLarge);
    await expect(attempt).rejects.toThrow('The response is larger than the limit of 5000 bytes (Content-Length 10000)');
  });

  it.each(['/stall-headers', '/stall-body'])('ends with the caller’s abort when the server stalls (%s)', async (path) => {
    const started = Date.now();
    const error = await get(`${streamer.origin}${path}`, loopbackAllowed, 1000, AbortSignal.timeout(200)).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ProviderFailure);
    expect((error as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable host as OutboundUnreachable, without naming the host', async () => {
    const gone = await startLocalServer(() => undefined);
    await gone.close();
    const refused = get(`${gone.origin}/`);
    await expect(refused).rejects.toBeInstanceOf(OutboundUnreachable);
    await expect(refused).rejects.toThrow(/^Could not reach the URL: the connection was refused \(ECONNREFUSED\)$/);
  });

  it('refuses a host name that does not resolve as it refuses an internal one, the difference in the log only', async () => {
    const failure = (await get('http://no-such-host.invalid/', closed).catch((error: unknown) => error)) as ProviderFailure;
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).not.toBeInstanceOf(OutboundUnreachable);
    expect(failure.message).toBe(hostRefusalDetail('no-such-host.invalid'));
    expect(failure.logFields).toEqual({ outbound_refused: { host: 'no-such-host.invalid', reason: 'does not resolve (ENOTFOUND)' } });
  });
});
