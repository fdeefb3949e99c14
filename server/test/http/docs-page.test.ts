import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';

const app = useTestApp();

/** Debian's chromium, which `pnpm test` installs when missing (scripts/ensure-chromium.sh); PROCTOR_CHROMIUM names another. */
const CHROMIUM = process.env.PROCTOR_CHROMIUM ?? '/usr/bin/chromium';

/** A URL a page may load without asking another host: its own origin, or data held in the page. */
const inert = (url: string, origin: string) => url.startsWith(`${origin}/`) || /^(data|blob|about):/.test(url);

describe('/docs asks nothing of another host', () => {
  it('names no other origin in its page, and loads its script from this server', async () => {
    const html = await (await app.request('/docs')).text();
    const urls = [...html.matchAll(/(?:src|href|url)\s*[=:(]\s*["']?([^"' >)]+)/g)].map(([, url]) => new URL(url!, app.baseUrl).href);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !inert(url, app.baseUrl))).toEqual([]);
  });

  it(
    'renders in Chromium with its getting-started section, the SDK samples of each operation, every request to this server, and none of the controls that hand the document to another service',
    async () => {
      if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: run sh scripts/ensure-chromium.sh (pnpm test does)`);
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
      try {
        const page = await browser.newPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await page.goto(`${app.baseUrl}/docs`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { name: 'Getting started' }).first().waitFor({ timeout: 20_000 })).resolves.toBeUndefined();
        expect(requested).toContain(`${app.baseUrl}/api/v1/openapi.json`);
        // The viewer's controls that send the document to Scalar's services or open it there; on a
        // local address, as here, each is on unless turned off (docs.ts).
        const text = await page.locator('body').innerText();
        for (const control of ['Ask AI', 'Generate MCP', 'Connect MCP', 'Open API Client', 'Developer Tools', 'Deploy', 'Share']) {
          expect(text, control).not.toContain(control);
        }
        // Only the "Powered by Scalar" link to its home page stays: it carries nothing of ours.
        const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as unknown as { href: string }).href));
        expect(links.filter((url) => /scalar\.com/.test(url) && url !== 'https://www.scalar.com/')).toEqual([]);
        // An operation's request example is its own x-codeSamples (the SDKs' calls and curl,
        // openapi/code-samples.ts), not one of the viewer's generic HTTP clients (docs.ts).
        await page.getByRole('link', { name: 'Liveness' }).first().click();
        await expect(page.getByText('await client.platform.health();').first().waitFor({ timeout: 10_000 })).resolves.toBeUndefined();
        expect(await page.locator('body').innerText()).not.toMatch(/curl --request|fetch\(|import requests/);
        // Opening the search asks no other host either.
        await page.keyboard.press('Control+k');
        await page.keyboard.press('Escape');
        // No load state follows a same-document interaction (waiting for one timed out), so the
        // page is given a second to ask for what the search would load.
        await page.waitForTimeout(1_000);
        expect(requested.filter((url) => !inert(url, app.baseUrl))).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});
