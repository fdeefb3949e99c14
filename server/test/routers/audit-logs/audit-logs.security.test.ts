import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../../src/routers/audit-logs/audit-entry.types.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { call, signup, type TestUser } from '../../support/identity.js';

type Page = { data: AuditEntryResponse[]; next_cursor: string | null };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function trail(user: TestUser, query = ''): Promise<AuditEntryResponse[]> {
  const result = await call<Page>(app, 'GET', `/api/v1/audit-logs?limit=100${query}`, { as: { cookie: user.cookie } });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe('GET /api/v1/audit-logs', () => {
  it("shows only the caller's organization", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const entries = await trail(stranger);
    expect(entries.every((entry) => entry.actor.id === stranger.session.user.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(owner.session.organization.id);
  });
});
