import type { TestApp } from '../../support/app.js';
import { call, type TestUser } from '../../support/identity.js';

export interface InstallStart {
  authorize_url: string;
  state_expires_at: string;
  sandbox: boolean;
}

/** POST /connected-apps/{provider}/install as `user`'s browser session. */
export async function startInstall(app: TestApp, user: TestUser, provider: string, body: Record<string, unknown> = {}): Promise<InstallStart> {
  const started = await call<InstallStart>(app, 'POST', `/api/v1/connected-apps/${provider}/install`, { as: { cookie: user.cookie }, body });
  if (started.status !== 200) throw new Error(`install failed: ${started.status} ${started.raw}`);
  return started.body;
}

/** The sandbox's Approve button, pressed as a browser submits the form: its redirect (to the callback, with a code) left to the caller. */
export async function approve(authorizeUrl: string): Promise<URL> {
  const approved = await fetch(authorizeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  if (approved.status !== 303) throw new Error(`approve failed: ${approved.status} ${await approved.text()}`);
  return new URL(approved.headers.get('location')!);
}

/** Follows the callback url as the browser of `cookie` (or a signed-out one); answers where it sends the browser on to. */
export async function followCallback(callbackUrl: URL | string, cookie: string | null): Promise<URL> {
  const answered = await fetch(callbackUrl, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  if (answered.status !== 303) throw new Error(`callback answered ${answered.status}: ${await answered.text()}`);
  return new URL(answered.headers.get('location')!);
}

/** The whole install of `provider` through the sandbox as `user`: its id. */
export async function installSandboxApp(app: TestApp, user: TestUser, provider: string, body: Record<string, unknown> = {}): Promise<string> {
  const started = await startInstall(app, user, provider, body);
  const landed = await followCallback(await approve(started.authorize_url), user.cookie);
  if (landed.searchParams.get('installed') !== provider) throw new Error(`install of ${provider} did not complete: ${landed}`);
  const installed = await app.db.prisma.connectedApp.findFirstOrThrow({ where: { provider, orgId: user.session.organization.id }, orderBy: { installedAt: 'desc' } });
  return installed.id;
}
