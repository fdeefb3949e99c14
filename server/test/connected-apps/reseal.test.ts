import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resealTokens } from '../../src/domain/connected-apps/reseal.js';
import { tokenBox, tokenBoxOf } from '../../src/domain/connected-apps/token-box.js';
import { useTestApp } from '../support/app.js';
import { connectApp } from '../support/connected-apps.js';
import { signup } from '../support/identity.js';

const app = useTestApp();

describe('proctor keys reseal', () => {
  it('re-seals with the new key what the old one sealed, leaves the rest, and the old key can then go', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const id = await connectApp(app, orgId, { provider: 'jira', accessToken: 'access-old', refreshToken: 'refresh-old', expiresInMs: 3_600_000, details: { cloud_id: 'c' } });
    const old = tokenBoxOf(app.config)!;
    const rotated = tokenBox(randomBytes(32), [old.key]);
    const before = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(rotated.isStale(before.accessToken)).toBe(true);

    const first = await resealTokens(app.db.prisma, rotated);
    expect(first.apps).toBeGreaterThanOrEqual(1);
    const after = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(rotated.isStale(after.accessToken) || rotated.isStale(after.refreshToken!)).toBe(false);
    // Without the old key at all, the new one opens everything.
    const newOnly = tokenBox(rotated.key);
    expect(newOnly.open(after.accessToken)).toBe('access-old');
    expect(newOnly.open(after.refreshToken!)).toBe('refresh-old');
    // A second run finds nothing stale.
    expect((await resealTokens(app.db.prisma, rotated)).apps).toBe(0);
  });
});
