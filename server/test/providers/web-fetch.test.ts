import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFetchUrl } from '../../src/domain/catalog/operations/web.js';
import { VERSION } from '../../src/version.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';
import { adapterContexts, detailOf, executeLive, liveKeyApp, pricingContext } from '../support/providers.js';

const ALLOW_LOOPBACK = { PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' };

const contextWith = adapterContexts('sr_fetch_1', ALLOW_LOOPBACK);

const fetchUrl = (url: string, context = contextWith()) => webFetchUrl.live!(webFetchUrl.payload.parse({ url }), context);

/** Pages by path: each answers its own status, headers and bytes. */
const PAGES: Record<string, { status?: number; headers?: Record<string, string>; body: string | Buffer }> = {
  '/pricing': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<h1>Prix : 5 €</h1>' },
  '/latin1': { headers: { 'content-type': 'text/plain; charset=ISO-8859-1' }, body: Buffer.from('café crème', 'latin1') },
  '/sjis': { headers: { 'content-type': 'text/plain; charset=Shift_JIS' }, body: Buffer.from([0x93, 0xfa, 0x96, 0x7b]) },
  '/data.json': { headers: { 'content-type': 'application/json' }, body: '{"name":"Zoë"}' },
  '/ld': { headers: { 'content-type': 'application/ld+json' }, body: '{"@type":"Thing"}' },
  '/feed': { headers: { 'content-type': 'application/atom+xml; charset=utf-8' }, body: '<feed/>' },
  '/missing': { status: 404, headers: { 'content-type': 'text/html' }, body: '<p>Not here</p>' },
  '/broken': { status: 503, headers: { 'content-type': 'text/plain' }, body: 'down for maintenance' },
  '/logo.png': { headers: { 'content-type': 'image/png' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  '/blob': { headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2]) },
  '/untyped-text': { body: 'plain words' },
  '/untyped-binary': { body: Buffer.from([0xff, 0xfe, 0x00, 0x81]) },
  '/odd-charset': { headers: { 'content-type': 'text/plain; charset=x-klingon' }, body: 'qapla' },
  '/big': { headers: { 'content-type': 'text/plain' }, body: 'z'.repeat(2000) },
  '/nul': { headers: { 'content-type': 'text/plain' }, body: 'before\u0000after' },
  '/moved': { status: 301, headers: { location: '/pricing' }, body: '' },
  '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
};

let site: LocalServer;
beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    if (path === '/slow') return;
    const page = PAGES[path];
    if (!page) return void response.writeHead(500).end();
    // Without a Content-Type header Node would send none, which /untyped-* need.
    response.writeHead(page.status ?? 200, page.headers ?? {}).end(page.body);
  });
});
afterAll(() => site.close());

describe('web.fetch_url payload and sandbox', () => {
  it('refuses what is not an http(s) URL, naming the field', () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a', 'javascript:alert(1)', 'not a url', `https://example.com/${'a'.repeat(2048)}`]) {
      expect(webFetchUrl.payload.safeParse({ url }).error?.issues[0]?.path, url).toEqual(['url']);
    }
    expect(webFetchUrl.payload.safeParse({ url: 'gopher://x' }).error?.issues[0]?.message).toBe('must be an http or https URL');
    expect(webFetchUrl.payload.safeParse({}).error?.issues[0]?.path).toEqual(['url']);
  });

  it('sandbox: answers a copy for free without any network, and fails on its trigger host', async () => {
    const context = contextWith({});
    const before = site.received.length;
    expect(await webFetchUrl.sandbox({ url: `${site.origin}/pricing` }, context)).toMatchObject({ status: 'executed', costCents: 0 });
    expect(site.received.length).toBe(before);
    expect(await webFetchUrl.sandbox({ url: 'https://fail.sandbox.proctor.dev/page' }, context)).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: url is on fail\.sandbox\.proctor\.dev/),
    });
  });

  it('costs 1 cent per request, estimated and charged', async () => {
    const estimate = await webFetchUrl.pricing.estimateCents({ url: 'https://example.com/' }, pricingContext());
    expect(estimate).toBe(1);
    expect(webFetchUrl.pricing).toMatchObject({ unit: 'request', costCents: 1 });
    expect(await fetchUrl(`${site.origin}/pricing`)).toMatchObject({ status: 'executed', costCents: 1 });
  });
});

describe('web.fetch_url live', () => {
  it('GETs the URL with a text Accept and its own User-Agent, and answers the page as text', async () => {
    const before = site.received.length;
    expect(await fetchUrl(`${site.origin}/pricing?plan=team`)).toEqual({
      status: 'executed',
      result: { url: `${site.origin}/pricing?plan=team`, status_code: 200, content_type: 'text/html; charset=utf-8', content: '<h1>Prix : 5 €</h1>' },
      costCents: 1,
    });
    const request = site.received[before]!;
    expect(request).toMatchObject({ method: 'GET', path: '/pricing?plan=team', body: '' });
    expect(request.headers.accept).toBe('text/html, text/*;q=0.9, application/json;q=0.9, application/xml;q=0.9, */*;q=0.1');
    expect(request.headers['user-agent']).toBe(`Proctor/${VERSION} (web.fetch_url)`);
  });

  it.each([
    ['/latin1', 'text/plain; charset=ISO-8859-1', 'café crème'],
    ['/sjis', 'text/plain; charset=Shift_JIS', '日本'],
    ['/data.json', 'application/json', '{"name":"Zoë"}'],
    ['/ld', 'application/ld+json', '{"@type":"Thing"}'],
    ['/feed', 'application/atom+xml; charset=utf-8', '<feed/>'],
    ['/untyped-text', '', 'plain words'],
  ])('decodes %s by its charset (UTF-8 by default)', async (path, contentType, content) => {
    expect(await fetchUrl(`${site.origin}${path}`)).toMatchObject({ status: 'executed', result: { status_code: 200, content_type: contentType, content } });
  });

  it('answers 4xx and 5xx pages as executed, with their status code: the page answered', async () => {
    expect(await fetchUrl(`${site.origin}/missing`)).toMatchObject({ status: 'executed', result: { status_code: 404, content: '<p>Not here</p>' }, costCents: 1 });
    expect(await fetchUrl(`${site.origin}/broken`)).toMatchObject({ status: 'executed', result: { status_code: 503, content: 'down for maintenance' } });
  });

  it('follows redirects and reports the final URL', async () => {
    expect(await fetchUrl(`${site.origin}/moved`)).toMatchObject({ result: { url: `${site.origin}/pricing`, status_code: 200 } });
  });

  it.each([
    ['/logo.png', 'The response is image/png, not text; web.fetch_url returns text content only (HTML, plain text, JSON, XML, …)'],
    ['/blob', 'The response is application/octet-stream, not text; web.fetch_url returns text content only (HTML, plain text, JSON, XML, …)'],
    ['/untyped-binary', 'The response has no Content-Type and its body is not UTF-8 text; web.fetch_url returns text only'],
    ['/odd-charset', 'The page declares a charset this server cannot decode: x-klingon'],
  ])('fails %s with a clear detail', async (path, detail) => {
    await expect(fetchUrl(`${site.origin}${path}`)).rejects.toThrow(detail);
  });

  it('fails a body over PROCTOR_FETCH_MAX_BYTES', async () => {
    const context = contextWith({ ...ALLOW_LOOPBACK, PROCTOR_FETCH_MAX_BYTES: '1000' });
    await expect(fetchUrl(`${site.origin}/big`, context)).rejects.toThrow('The response is larger than the limit of 1000 bytes');
    expect(await fetchUrl(`${site.origin}/big`, contextWith({ ...ALLOW_LOOPBACK, PROCTOR_FETCH_MAX_BYTES: '2000' }))).toMatchObject({ status: 'executed' });
  });

  it('refuses internal addresses, directly or by redirect, naming PROCTOR_OUTBOUND_ALLOW', async () => {
    const before = site.received.length;
    await expect(fetchUrl(`${site.origin}/pricing`, contextWith({}))).rejects.toThrow(
      'The URL resolves to 127.0.0.1, a loopback address, which outbound requests may not reach; ' +
        'a server operator can allow it by adding its range to PROCTOR_OUTBOUND_ALLOW (e.g. 127.0.0.1/32)',
    );
    expect(site.received.length).toBe(before);
    await expect(fetchUrl(`${site.origin}/to-metadata`)).rejects.toThrow('The URL resolves to 169.254.169.254, a link-local address');
  });

  it('times out through execute() as every provider does', async () => {
    const env = { ...ALLOW_LOOPBACK, PROCTOR_PROVIDER_TIMEOUT_MS: '200' };
    const outcome = await executeLive(webFetchUrl, { url: `${site.origin}/slow` }, env, 'sr_fetch_slow');
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 200 ms' });
  });
});

describe('web.fetch_url end to end', () => {
  const live = liveKeyApp(ALLOW_LOOPBACK);

  it('fetches with a live key and debits 1 cent', async () => {
    const { body, balance } = await live.dispatch('web.fetch_url', { url: `${site.origin}/pricing` });
    expect(body).toMatchObject({
      status: 'executed',
      mode: 'live',
      cost_cents: 1,
      result: { url: `${site.origin}/pricing`, status_code: 200, content_type: 'text/html; charset=utf-8', content: '<h1>Prix : 5 €</h1>' },
    });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('stores a page holding U+0000, which PostgreSQL cannot, with U+FFFD in its place', async () => {
    const { body, balance } = await live.dispatch('web.fetch_url', { url: `${site.origin}/nul` });
    expect(body).toMatchObject({ status: 'executed', cost_cents: 1, result: { content: 'before\uFFFDafter' } });
    expect(balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });

  it('fails a non-text page with adapter_error and debits nothing', async () => {
    const { body, balance } = await live.dispatch('web.fetch_url', { url: `${site.origin}/logo.png` });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toMatch(/^The response is image\/png, not text/);
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('refuses a private address with adapter_error and debits nothing', async () => {
    const { body, balance } = await live.dispatch('web.fetch_url', { url: 'http://169.254.169.254/latest/meta-data/' });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toMatch(/^The URL resolves to 169\.254\.169\.254, a link-local address/);
    expect(balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
