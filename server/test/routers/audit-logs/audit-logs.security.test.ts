import { describe, expect, it } from 'vitest';
import { signup } from '../../support/identity.js';
import { useAuditLogsApp } from './fixtures.js';

const { app, trail } = useAuditLogsApp();

describe('GET /api/v1/audit-logs', () => {
  it("shows only the caller's organization", async () => {
    const owner = await signup(app);
    const stranger = await signup(app);
    const entries = await trail(stranger);
    expect(entries.every((entry) => entry.actor.id === stranger.session.user.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(owner.session.organization.id);
  });
});
