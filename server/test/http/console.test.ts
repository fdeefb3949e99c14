import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_POLICY } from '../../src/http/console.js';
import { useTestApp } from '../support/app.js';

/** A console build of two files, so that these tests do not depend on the real one. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proctor-console-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the console at /', () => {
  const app = useTestApp({ env: { PROCTOR_CONSOLE_DIR: fakeBuild() } });

  it('answers index.html for the root and any page path, revalidated on every load, under its own policy', async () => {
    for (const pathname of ['/', '/approvals', '/agents/agt_01/bindings']) {
      const response = await app.request(pathname, { headers: html });
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<title>console</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_POLICY);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('keeps hashed assets for a year, and answers a missing asset 404 rather than the page', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/app-old999.js', { headers: html });
    expect(missing.status).toBe(404);
  });

  it('serves its other files, revalidated', async () => {
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the API, the reference and the server pages alone', async () => {
    const api = await app.request('/api/v1/nowhere', { headers: html });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const docs = await app.request('/docs', { headers: html });
    expect(await docs.text()).not.toContain('<title>console</title>');
    const sandbox = await app.request('/sandbox/checkout/chk_none', { headers: html });
    expect(await sandbox.text()).not.toContain('<title>console</title>');
  });

  it('answers a request that does not ask for HTML (curl, fetch, a script) with the JSON 404, at / too', async () => {
    for (const accept of ['application/json', '*/*']) {
      for (const pathname of ['/nowhere', '/']) {
        const response = await app.request(pathname, { headers: { accept } });
        expect(response.status, `${accept} ${pathname}`).toBe(404);
        expect((await response.json()) as unknown).toMatchObject({ error: { code: 'not_found' } });
      }
    }
  });
});

describe('the console when it is not built', () => {
  const app = useTestApp({ env: { PROCTOR_CONSOLE_DIR: mkdtempSync(path.join(os.tmpdir(), 'proctor-no-console-')) } });

  it('explains how to build it and points at the API reference, uncached', async () => {
    const response = await app.request('/', { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toContain('pnpm --filter @proctor/console build');
    expect(body).toContain('href="/docs"');
  });
});
