import type { PrismaClient } from '../../generated/prisma/client.js';
import type { TokenBox } from './token-box.js';

/**
 * Re-seals with the current key every token (and install verifier) and every trigger's signing
 * secret an older key sealed, so that the older keys can be dropped (docs/connected-apps.md). Each row is written only if it still
 * holds what was read: a refresh that lands meanwhile sealed with the current key already.
 */
export async function resealTokens(db: PrismaClient, box: TokenBox): Promise<{ apps: number; states: number; triggers: number }> {
  let apps = 0;
  for (const app of await db.connectedApp.findMany({ select: { id: true, accessToken: true, refreshToken: true } })) {
    const refreshStale = app.refreshToken !== null && box.isStale(app.refreshToken);
    if (!box.isStale(app.accessToken) && !refreshStale) continue;
    const written = await db.connectedApp.updateMany({
      where: { id: app.id, accessToken: app.accessToken, refreshToken: app.refreshToken },
      data: {
        accessToken: box.seal(box.open(app.accessToken)),
        refreshToken: app.refreshToken === null ? null : box.seal(box.open(app.refreshToken)),
      },
    });
    apps += written.count;
  }
  let states = 0;
  for (const state of await db.oAuthState.findMany({ where: { usedAt: null }, select: { id: true, codeVerifier: true } })) {
    if (!box.isStale(state.codeVerifier)) continue;
    const written = await db.oAuthState.updateMany({ where: { id: state.id, codeVerifier: state.codeVerifier }, data: { codeVerifier: box.seal(box.open(state.codeVerifier)) } });
    states += written.count;
  }
  let triggers = 0;
  for (const source of await db.eventSource.findMany({ where: { signingSecret: { not: null } }, select: { id: true, signingSecret: true } })) {
    const sealed = source.signingSecret!;
    if (!box.isStale(sealed)) continue;
    const written = await db.eventSource.updateMany({ where: { id: source.id, signingSecret: sealed }, data: { signingSecret: box.seal(box.open(sealed)) } });
    triggers += written.count;
  }
  return { apps, states, triggers };
}
