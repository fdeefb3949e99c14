import { tokenBoxOf } from '../../src/domain/connected-apps/token-box.js';
import { newId } from '../../src/domain/ids.js';
import { OAUTH_PROVIDERS } from '../../src/providers/oauth/index.js';
import type { AppProvider } from '../../src/providers/oauth/contract.js';
import type { TestApp } from './app.js';

export interface AppRow {
  provider: AppProvider;
  accessToken: string;
  refreshToken?: string | null;
  /** From now; null: the token does not expire. */
  expiresInMs?: number | null;
  details: Record<string, string>;
}

/**
 * An app of the organization's default workspace as its callback stores it after an install with
 * the server's configured client (not the sandbox): its tokens sealed with the app's key. For
 * tests of what comes after an install against a provider's documented wire format (msw).
 */
export async function connectApp(app: TestApp, orgId: string, row: AppRow): Promise<string> {
  const box = tokenBoxOf(app.config)!;
  const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  const owner = await app.db.prisma.membership.findFirstOrThrow({ where: { orgId, role: 'owner' } });
  const created = await app.db.prisma.connectedApp.create({
    data: {
      id: newId('capp'),
      orgId,
      workspaceId: workspace.id,
      provider: row.provider,
      family: OAUTH_PROVIDERS[row.provider].family,
      accountId: `${row.provider}-account`,
      accountLabel: `${row.provider} account`,
      scopes: [...OAUTH_PROVIDERS[row.provider].scopes],
      accessToken: box.seal(row.accessToken),
      refreshToken: row.refreshToken ? box.seal(row.refreshToken) : null,
      tokenExpiresAt: row.expiresInMs === undefined || row.expiresInMs === null ? null : new Date(Date.now() + row.expiresInMs),
      details: row.details,
      installedByUserId: owner.userId,
    },
  });
  return created.id;
}
