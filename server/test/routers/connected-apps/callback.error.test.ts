import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, signup } from '../../support/identity.js';
import { approve, followCallback, startInstall } from './fixtures.js';

const app = useTestApp();

const installs = (orgId: string) => app.db.prisma.connectedApp.count({ where: { orgId } });

/** What the console is told when nothing was installed. */
const refusal = (landed: URL) => ({ error: landed.searchParams.get('error'), provider: landed.searchParams.get('provider'), installed: landed.searchParams.get('installed') });

describe('GET /v1/connected-apps/{provider}/callback refuses what it did not start', () => {
  it('a replayed state: the second callback installs nothing and says the link works once', async () => {
    const owner = await signup(app);
    const callback = await approve((await startInstall(app, owner, 'slack')).authorize_url);
    expect((await followCallback(callback, owner.cookie)).searchParams.get('installed')).toBe('slack');
    await app.db.prisma.connectedApp.deleteMany({ where: { orgId: owner.session.organization.id } });
    expect(refusal(await followCallback(callback, owner.cookie))).toEqual({ error: 'state_used', provider: 'slack', installed: null });
    expect(await installs(owner.session.organization.id)).toBe(0);
  });

  it('two callbacks with one state at once: one installs, the other is refused as used', async () => {
    const owner = await signup(app);
    const callback = await approve((await startInstall(app, owner, 'nylas')).authorize_url);
    const landed = await Promise.all([followCallback(callback, owner.cookie), followCallback(callback, owner.cookie)]);
    expect(landed.map((url) => url.searchParams.get('installed') ?? url.searchParams.get('error')).sort()).toEqual(['nylas', 'state_used']);
    expect(await installs(owner.session.organization.id)).toBe(1);
  });

  it('an expired state', async () => {
    const owner = await signup(app);
    const started = await startInstall(app, owner, 'hubspot');
    const callback = await approve(started.authorize_url);
    await app.db.prisma.oAuthState.updateMany({ where: { orgId: owner.session.organization.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(refusal(await followCallback(callback, owner.cookie)).error).toBe('state_expired');
    expect(await installs(owner.session.organization.id)).toBe(0);
  });

  it('a tampered state, and a state of another provider', async () => {
    const owner = await signup(app);
    const callback = await approve((await startInstall(app, owner, 'slack')).authorize_url);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    expect(refusal(await followCallback(tampered, owner.cookie)).error).toBe('invalid_state');
    const elsewhere = new URL(callback.toString().replace('/connected-apps/slack/callback', '/connected-apps/nylas/callback'));
    expect(refusal(await followCallback(elsewhere, owner.cookie))).toMatchObject({ error: 'invalid_state', provider: 'nylas' });
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    expect(refusal(await followCallback(missing, owner.cookie)).error).toBe('invalid_state');
    // The real state still works: a tampered one used nothing up.
    expect((await followCallback(callback, owner.cookie)).searchParams.get('installed')).toBe('slack');
  });

  it("a foreign state: another person's browser (even in the same organization) installs nothing, and does not use the state up", async () => {
    const owner = await signup(app);
    const admin = await addMember(app, owner.session.organization.id, 'admin');
    const stranger = await signup(app);
    const callback = await approve((await startInstall(app, owner, 'slack')).authorize_url);
    expect(refusal(await followCallback(callback, stranger.cookie)).error).toBe('foreign_state');
    expect(refusal(await followCallback(callback, admin.cookie)).error).toBe('foreign_state');
    expect(refusal(await followCallback(callback, null)).error).toBe('signed_out');
    expect(await installs(stranger.session.organization.id)).toBe(0);
    expect(await installs(owner.session.organization.id)).toBe(0);
    expect((await followCallback(callback, owner.cookie)).searchParams.get('installed')).toBe('slack');
  });

  it('a cancelled consent (error=access_denied) installs nothing and is audited', async () => {
    const owner = await signup(app);
    const started = await startInstall(app, owner, 'slack');
    const page = await (await fetch(started.authorize_url)).text();
    const cancel = new URL(/<a href="([^"]+)">Cancel<\/a>/.exec(page)![1]!.replaceAll('&amp;', '&'));
    expect(cancel.searchParams.get('error')).toBe('access_denied');
    expect(refusal(await followCallback(cancel, owner.cookie)).error).toBe('access_denied');
    expect(await installs(owner.session.organization.id)).toBe(0);
    const audit = await app.db.prisma.auditLog.findFirst({ where: { orgId: owner.session.organization.id, action: 'connected_app.install_failed' } });
    expect(audit).toMatchObject({ outcome: 'failure' });
  });

  it('a code the provider refuses (tampered) installs nothing and says the provider refused it', async () => {
    const owner = await signup(app);
    const callback = await approve((await startInstall(app, owner, 'hubspot')).authorize_url);
    callback.searchParams.set('code', `${callback.searchParams.get('code')!}x`);
    const landed = await followCallback(callback, owner.cookie);
    expect(refusal(landed).error).toBe('exchange_refused');
    expect(landed.searchParams.get('message')).toMatch(/HubSpot/);
    expect(await installs(owner.session.organization.id)).toBe(0);
  });
});
