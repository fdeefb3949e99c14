import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resealTokens } from '../../src/domain/connected-apps/reseal.js';
import { tokenBox, tokenBoxOf } from '../../src/domain/connected-apps/token-box.js';
import { newSigningSecret } from '../../src/domain/event-sources/signature.js';
import { newId } from '../../src/domain/ids.js';
import { useTestApp } from '../support/app.js';
import { connectApp } from '../support/connected-apps.js';
import { createAgent, signup } from '../support/identity.js';

const app = useTestApp();

describe('proctor keys reseal', () => {
  it('re-seals with the new key what the old one sealed (tokens and triggers\' signing secrets), leaves the rest, and the old key can then go', async () => {
    const owner = await signup(app);
    const orgId = owner.session.organization.id;
    const id = await connectApp(app, orgId, { provider: 'jira', accessToken: 'access-old', refreshToken: 'refresh-old', expiresInMs: 3_600_000, details: { cloud_id: 'c' } });
    const { agent } = await createAgent(app, { cookie: owner.cookie });
    const { secret, sealed } = newSigningSecret(app.config);
    const triggerId = newId('trg');
    await app.db.prisma.eventSource.create({
      data: { id: triggerId, orgId, owner: 'trigger', kind: 'webhook', agentId: agent.id, name: 'reseal', operation: 'web_search.search', payload: {}, mode: 'test', signingSecret: sealed },
    });
    const old = tokenBoxOf(app.config)!;
    const rotated = tokenBox(randomBytes(32), [old.key]);
    const before = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(rotated.isStale(before.accessToken)).toBe(true);

    const first = await resealTokens(app.db.prisma, rotated);
    expect(first.apps).toBeGreaterThanOrEqual(1);
    expect(first.triggers).toBeGreaterThanOrEqual(1);
    const after = await app.db.prisma.connectedApp.findUniqueOrThrow({ where: { id } });
    expect(rotated.isStale(after.accessToken) || rotated.isStale(after.refreshToken!)).toBe(false);
    // Without the old key at all, the new one opens everything.
    const newOnly = tokenBox(rotated.key);
    expect(newOnly.open(after.accessToken)).toBe('access-old');
    expect(newOnly.open(after.refreshToken!)).toBe('refresh-old');
    const trigger = await app.db.prisma.eventSource.findUniqueOrThrow({ where: { id: triggerId } });
    expect(newOnly.open(trigger.signingSecret!)).toBe(secret);
    // A second run finds nothing stale.
    expect(await resealTokens(app.db.prisma, rotated)).toEqual({ apps: 0, states: 0, triggers: 0 });
  });
});
