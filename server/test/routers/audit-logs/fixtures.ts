import { expect } from 'vitest';
import type { AuditEntryResponse } from '../../../src/routers/audit-logs/audit-entry.types.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { call, type TestUser } from '../../support/identity.js';

export type Page = { data: AuditEntryResponse[]; next_cursor: string | null };

/**
 * The app of one test file, and `trail`: the first 100 audit entries `user` may read, by their
 * session, with `query` appended to the filters (it must answer 200).
 */
export function useAuditLogsApp(): { app: TestApp; trail: (user: TestUser, query?: string) => Promise<AuditEntryResponse[]> } {
  const app = useTestApp();
  async function trail(user: TestUser, query = ''): Promise<AuditEntryResponse[]> {
    const result = await call<Page>(app, 'GET', `/api/v1/audit-logs?limit=100${query}`, { as: { cookie: user.cookie } });
    expect(result.status).toBe(200);
    return result.body.data;
  }
  return { app, trail };
}
