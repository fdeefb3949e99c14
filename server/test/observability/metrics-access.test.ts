import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { useTestApp } from '../support/app.js';
import { scrape } from '../support/prometheus.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** An address of this machine that is not loopback: a client connecting to it is "from elsewhere". */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces()).flat().find((candidate) => candidate && !candidate.internal && candidate.family === 'IPv4');
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to connect from');
  return address.address;
}

describe('GET /metrics without PROCTOR_METRICS_TOKEN: loopback only', () => {
  const app = useTestApp({ host: '0.0.0.0' });

  it('answers a client on loopback, whatever X-Forwarded-For it names', async () => {
    expect((await scrape(app, { 'X-Forwarded-For': '203.0.113.7' })).value('proctor_metrics_database_up')).toBe(1);
  });

  it('refuses (403, the error envelope) a client from another address, even one naming loopback in X-Forwarded-For', async () => {
    const port = new URL(app.baseUrl).port;
    const response = await fetch(`http://${outsideAddress()}:${port}/metrics`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('PROCTOR_METRICS_TOKEN') as string, request_id: expect.any(String) as string } });
  });
});

describe('GET /metrics with PROCTOR_METRICS_TOKEN: the bearer token only', () => {
  const app = useTestApp({ env: { PROCTOR_METRICS_TOKEN: TOKEN } });

  it('refuses (401) no token, another scheme and a wrong token, loopback or not', async () => {
    for (const authorization of [undefined, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const response = await app.request('/metrics', { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
  });

  it('answers the token', async () => {
    expect((await scrape(app, { Authorization: `Bearer ${TOKEN}` })).value('proctor_metrics_database_up')).toBe(1);
  });

  it('refuses a token too short to be one at start', () => {
    expect(() => loadConfig({ PROCTOR_METRICS_TOKEN: 'short' })).toThrow(/PROCTOR_METRICS_TOKEN must be at least 16 characters/);
  });
});
