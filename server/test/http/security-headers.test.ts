import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/http/security-headers.js';
import { useTestApp } from '../support/app.js';

const app = useTestApp();

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

describe('protective headers', () => {
  it.each([
    ['an API answer', '/api/v1/health', 200],
    ['an API error', '/api/v1/agents', 401],
    ['an unknown path', '/nothing-here', 404],
  ])('are on %s, with a policy that loads nothing and frames nothing', async (_name, path, status) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(EVERYWHERE)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });

  it('grant no other origin a read: no CORS header, on an answer or a preflight (.spectral.yaml turns the CORS rule off for this)', async () => {
    const origin = { origin: 'https://elsewhere.example' };
    const answer = await app.request('/api/v1/health', { headers: origin });
    const preflight = await app.request('/api/v1/agents', { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'POST' } });
    for (const response of [answer, preflight]) {
      expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('keep every API answer, success or error, out of caches', async () => {
    for (const path of ['/api/v1/health', '/api/v1/agents', '/api/v1/nothing-here']) {
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('let the docs page run its own scripts only, by a nonce made for each answer', async () => {
    const [first, second] = [await app.request('/docs'), await app.request('/docs')];
    expect(first.status).toBe(200);
    for (const [name, value] of Object.entries(EVERYWHERE)) expect(first.headers.get(name), name).toBe(value);
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).toMatch(/(^|; )script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("object-src 'none'");

    const page = await first.text();
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Everything it loads is served here: no CDN, no font host.
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).toContain('"withDefaultFonts": false');
    const bundle = /<script src="([^"]+)"/.exec(page)?.[1];
    expect((await app.request(bundle!)).status).toBe(200);
  });
});
