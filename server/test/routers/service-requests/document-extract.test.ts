import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '../../../src/domain/catalog/index.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs, setBalance, type DispatchFixture } from '../../support/dispatch.js';
import { docxOf } from '../../support/docx.js';
import { signup } from '../../support/identity.js';
import { startLocalServer, type LocalServer } from '../../support/local-server.js';
import { storageEnv, storedObject } from '../../support/storage.js';
import { pdfOf } from '../knowledge/fixtures.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const HTML = `<!doctype html><html><head><title>Refund policy</title></head><body><nav>Home | Shop</nav>
<article><h1>Refund policy</h1><p>Customers may ask for a refund within 30 days of purchase, with the receipt. We answer every request within two business days.</p>
<p>Refunds go back to the card that paid, and take five to ten business days to appear.</p></article><script>track()</script></body></html>`;

let site: LocalServer;
beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const pages: Record<string, [string, Buffer]> = {
      '/policy.html': ['text/html; charset=utf-8', Buffer.from(HTML)],
      '/report.pdf': ['application/pdf', pdfOf(['Quarterly report', 'Revenue grew 12 percent'])],
      '/notes.docx': [DOCX, docxOf(['Meeting notes', 'Ship the release on Friday & tell support.'])],
      '/data.bin': ['application/octet-stream', Buffer.from([1, 2, 3])],
    };
    const page = pages[request.path];
    response.writeHead(page ? 200 : 404, { 'content-type': page?.[0] ?? 'text/plain' });
    response.end(page?.[1] ?? 'not found');
  });
});
afterAll(() => site.close());

const app = useTestApp({ env: storageEnv({ PROCTOR_OUTBOUND_ALLOW: '127.0.0.1/32' }) });
const EXTRACT = 'document.extract_text';
const PRICE = getOperation(EXTRACT).pricing.costCents!;

async function reader(): Promise<DispatchFixture> {
  const fixture = await agentWithBindings(app, { [EXTRACT]: {} });
  await setBalance(app, fixture.owner.session.organization.id, 1_000);
  return fixture;
}

const extract = (fixture: DispatchFixture, payload: Record<string, unknown>, key = fixture.liveKey) => dispatchAs(app, key, { operation: EXTRACT, payload });

describe('document.extract_text through POST /service-requests', () => {
  it('reads an HTML article, a PDF and a DOCX from URLs through the outbound guard, at its price each', async () => {
    const fixture = await reader();
    const html = await extract(fixture, { url: `${site.origin}/policy.html` });
    expect(html.body, html.raw).toMatchObject({ status: 'executed', cost_cents: PRICE, result: { content_type: 'text/html', title: 'Refund policy', truncated: false } });
    const htmlText = (html.body.result as { text: string }).text;
    expect(htmlText).toContain('within 30 days of purchase');
    expect(htmlText).not.toContain('track()');
    const pdf = await extract(fixture, { url: `${site.origin}/report.pdf` });
    expect(pdf.body).toMatchObject({ status: 'executed', result: { content_type: 'application/pdf', text: expect.stringContaining('Revenue grew 12 percent') } });
    const docx = await extract(fixture, { url: `${site.origin}/notes.docx` });
    expect(docx.body).toMatchObject({ status: 'executed', result: { content_type: DOCX, text: 'Meeting notes\n\nShip the release on Friday & tell support.' } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000 - 3 * PRICE, held_cents: 0 });
  });

  it("reads a stored object of the agent's workspace, and a test key does so for free", async () => {
    const fixture = await reader();
    const object = await storedObject(app, fixture.owner.cookie, docxOf(['From storage']), 'docs/a.docx', DOCX);
    expect((await extract(fixture, { object_id: object.object.id })).body).toMatchObject({ status: 'executed', cost_cents: PRICE, result: { text: 'From storage' } });
    expect((await extract(fixture, { object_id: object.object.id }, fixture.testKey)).body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { text: 'From storage' } });
  });

  it("is blocked resource_not_granted for another organization's object, nothing debited", async () => {
    const fixture = await reader();
    const stranger = await signup(app);
    const theirs = await storedObject(app, stranger.cookie, pdfOf(['Their secret']), 'secret.pdf', 'application/pdf');
    expect((await extract(fixture, { object_id: theirs.object.id })).body).toMatchObject({ status: 'blocked', reason_code: 'resource_not_granted', cost_cents: 0 });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000, held_cents: 0 });
  });

  it('fails, debiting nothing, on an HTTP error, a media type it does not read, a broken document, and a refused address', async () => {
    const fixture = await reader();
    expect((await extract(fixture, { url: `${site.origin}/missing.pdf` })).body).toMatchObject({ status: 'failed', result: { detail: `${site.origin}/missing.pdf answered HTTP 404` } });
    expect((await extract(fixture, { url: `${site.origin}/data.bin` })).body).toMatchObject({ status: 'failed', result: { detail: expect.stringContaining('"application/octet-stream"') } });
    expect((await extract(fixture, { url: `${site.origin}/data.bin`, content_type: DOCX })).body).toMatchObject({
      status: 'failed',
      result: { detail: expect.stringContaining('not a readable DOCX file') },
    });
    expect((await extract(fixture, { url: 'http://10.0.0.1/report.pdf' })).body).toMatchObject({ status: 'failed', result: { detail: expect.stringContaining('PROCTOR_OUTBOUND_ALLOW') } });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 1_000, held_cents: 0 });
  });

  it('answers a sandbox text for a URL in test mode without fetching it, fails on its trigger host, and refuses a bad payload with 400', async () => {
    const fixture = await reader();
    const before = site.received.length;
    expect((await extract(fixture, { url: `${site.origin}/report.pdf` }, fixture.testKey)).body).toMatchObject({ status: 'executed', cost_cents: 0, result: { text: `Sandbox text of ${site.origin}/report.pdf.` } });
    expect(site.received.length).toBe(before);
    expect((await extract(fixture, { url: 'https://fail.sandbox.proctor.dev/x.pdf' }, fixture.testKey)).body).toMatchObject({ status: 'failed' });
    for (const payload of [{}, { url: 'https://example.com/a.pdf', object_id: 'obj_x' }, { url: 'ftp://example.com/a.pdf' }, { url: 'https://example.com/a', content_type: 'text/plain' }]) {
      expect((await extract(fixture, payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });
});
