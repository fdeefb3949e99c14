import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '../../../src/routers/platform/health.types.js';
import { useTestApp } from '../../support/app.js';

const app = useTestApp();

describe('GET /api/v1/health', () => {
  it('answers ok with the server version and a request id', async () => {
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^req_[0-9a-z]{26}$/);
    const body = (await response.json()) as HealthResponse;
    expect(body).toEqual({ status: 'ok', version: '0.2.0' });
  });

  it('does not touch the database', async () => {
    await app.db.close();
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(200);
  });
});
