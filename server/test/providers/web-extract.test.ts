import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webExtract } from '../../src/domain/catalog/operations/web.js';
import { VERSION } from '../../src/version.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';
import { adapterContexts, detailOf, executeLive, liveKeyApp, pricingContext } from '../support/providers.js';

const ALLOW_LOOPBACK = { PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' };
const contextWith = adapterContexts('sr_extract_1', ALLOW_LOOPBACK);
const extract = (url: string, context = contextWith()) => webExtract.live!(webExtract.payload.parse({ url }), context);

const PARAGRAPH = 'Agents that spend money need budgets, approvals and an audit trail that nobody can rewrite after the fact. ';
const ARTICLE = `<!doctype html><html><head><title>Spending controls for agents | Example Blog</title>
<meta name="author" content="Ada Lovelace"><style>body{color:red}</style><script>track()</script></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Spending controls for agents</h1><p class="byline">By Ada Lovelace</p>
<p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(2)}Every provider call goes through one gate.</p></article>
<footer>© Example Blog · <a href="/privacy">Privacy</a></footer></body></html>`;

const PAGES: Record<string, { status?: number; type?: string; body: string }> = {
  '/article': { type: 'text/html; charset=utf-8', body: ARTICLE },
  '/fragment': { type: 'text/html', body: '<p>Just a fragment of <b>text</b>.</p>' },
  '/notes.txt': { type: 'text/plain', body: 'line one\r\nline two\r\n' },
  '/data.json': { type: 'application/json', body: '{"a":1}' },
  '/gone': { status: 404, type: 'text/html', body: '<h1>Not found</h1>' },
  '/logo.png': { type: 'image/png', body: '\u0089PNG' },
};

let site: LocalServer;
beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    if (path === '/slow') return;
    const page = PAGES[path];
    if (!page) return void response.writeHead(500).end();
    response.writeHead(page.status ?? 200, page.type ? { 'content-type': page.type } : {}).end(page.body);
  });
});
afterAll(() => site.close());

describe('web.extract payload, price and sandbox', () => {
  it('refuses what is not an http(s) URL and unknown fields', () => {
    expect(webExtract.payload.safeParse({ url: 'file:///etc/passwd' }).error?.issues[0]).toMatchObject({ path: ['url'], message: 'must be an http or https URL' });
    expect(webExtract.payload.safeParse({ url: 'https://example.com', selector: 'main' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
  });

  it('sandbox: reads nothing from the network, answers an article for free, and fails on its trigger host', async () => {
    const before = site.received.length;
    const outcome = await webExtract.sandbox({ url: `${site.origin}/article` }, contextWith());
    expect(outcome).toMatchObject({ status: 'executed', costCents: 0, result: { title: 'Sandbox article: 127.0.0.1', byline: 'Sandbox Author', truncated: false } });
    expect(site.received.length).toBe(before);
    expect(await webExtract.sandbox({ url: 'https://fail.sandbox.proctor.dev/a' }, contextWith())).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: url is on fail\.sandbox\.proctor\.dev/),
    });
  });

  it('costs 1 cent per request, estimated and charged', async () => {
    expect(await webExtract.pricing.estimateCents({ url: 'https://example.com/' }, pricingContext())).toBe(1);
    expect(await extract(`${site.origin}/article`)).toMatchObject({ status: 'executed', costCents: 1 });
  });
});

describe('web.extract live', () => {
  it("GETs the page with its own User-Agent and answers the article's title, byline and text without navigation, scripts or styles", async () => {
    const before = site.received.length;
    const outcome = await extract(`${site.origin}/article`);
    expect(site.received[before]).toMatchObject({ method: 'GET', headers: expect.objectContaining({ 'user-agent': `Proctor/${VERSION} (web.extract)` }) });
    expect(outcome.status).toBe('executed');
    if (outcome.status !== 'executed') return;
    const { result } = outcome;
    expect(result).toMatchObject({ url: `${site.origin}/article`, title: 'Spending controls for agents | Example Blog', byline: 'Ada Lovelace', truncated: false });
    expect(result.text).toContain('Every provider call goes through one gate.');
    expect(result.text).not.toMatch(/Home|About|Privacy|track\(\)|color:red/);
    expect(result.length).toBe(result.text.length);
  });

  it("reads a fragment's text and a plain-text page as it is", async () => {
    expect(await extract(`${site.origin}/fragment`)).toMatchObject({ status: 'executed', result: { text: 'Just a fragment of text.', byline: null } });
    expect(await extract(`${site.origin}/notes.txt`)).toMatchObject({ status: 'executed', result: { title: null, text: 'line one\nline two', length: 17 } });
  });

  it('fails a page that answers 4xx, or is neither HTML nor plain text, pointing to web.fetch_url', async () => {
    expect(await extract(`${site.origin}/gone`)).toEqual({
      status: 'failed',
      detail: 'The page answered HTTP 404: there is no article to read (web.fetch_url returns any answer as it is)',
    });
    expect(await extract(`${site.origin}/data.json`)).toEqual({
      status: 'failed',
      detail: 'The page is application/json, not HTML or plain text: web.extract reads articles; web.fetch_url returns any text as it is',
    });
    await expect(extract(`${site.origin}/logo.png`)).rejects.toThrow('The response is image/png, not text; web.extract returns text content only');
  });

  it('goes through the outbound guard: an internal address is refused before any request, and the size limit holds', async () => {
    const before = site.received.length;
    await expect(extract(`${site.origin}/article`, contextWith({}))).rejects.toThrow(/^The URL resolves to 127\.0\.0\.1, a loopback address/);
    expect(site.received.length).toBe(before);
    await expect(extract(`${site.origin}/article`, contextWith({ ...ALLOW_LOOPBACK, PROCTOR_FETCH_MAX_BYTES: '100' }))).rejects.toThrow(
      'The response is larger than the limit of 100 bytes',
    );
  });

  it('times out through execute() as every provider does', async () => {
    const outcome = await executeLive(webExtract, { url: `${site.origin}/slow` }, { ...ALLOW_LOOPBACK, PROCTOR_PROVIDER_TIMEOUT_MS: '200' }, 'sr_extract_slow');
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 200 ms' });
  });
});

describe('web.extract through the API', () => {
  const live = liveKeyApp(ALLOW_LOOPBACK);

  it('extracts with a live key and debits 1 cent; a refused address fails with adapter_error, debiting nothing', async () => {
    const done = await live.dispatch('web.extract', { url: `${site.origin}/article` });
    expect(done.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { title: 'Spending controls for agents | Example Blog', byline: 'Ada Lovelace' } });
    expect(done.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    const refused = await live.dispatch('web.extract', { url: 'http://169.254.169.254/latest/meta-data/' });
    expect(refused.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(refused.body)).toMatch(/^The URL resolves to 169\.254\.169\.254, a link-local address/);
    expect(refused.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('answers from the sandbox in test mode, and fails on its trigger host', async () => {
    const fixture = await agentWithBindings(live.app, { 'web.extract': {} });
    const ok = await dispatchAs(live.app, fixture.testKey, { operation: 'web.extract', payload: { url: 'https://example.com/post' } });
    expect(ok.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { title: 'Sandbox article: example.com' } });
    const failed = await dispatchAs(live.app, fixture.testKey, { operation: 'web.extract', payload: { url: 'https://fail.sandbox.proctor.dev/' } });
    expect(failed.body).toMatchObject({ status: 'failed', cost_cents: 0 });
  });
});
