import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';

const app = useTestApp();

describe('GET /api/v1/agent-docs', () => {
  it('rejects writes with 405 in the error envelope', async () => {
    const response = await app.request('/api/v1/agent-docs', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });
});
