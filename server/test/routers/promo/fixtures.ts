import { randomBytes } from 'node:crypto';
import { useTestApp, madeBeforeAll, type TestApp } from '../../support/app.js';
import { call, makePlatformAdmin, signup, type TestUser } from '../../support/identity.js';
import type { PromoCodeResponse } from '../../../src/routers/promo/promo-code.types.js';

/** The app of one test file, and a platform admin on it (granted as `proctor admin grant` does). */
export function usePromoApp(): { app: TestApp; admin: TestUser } {
  const app = useTestApp();
  const admin = madeBeforeAll(async () => makePlatformAdmin(app, await signup(app)));
  return { app, admin };
}

export const uniqueCode = (prefix = 'TEST') => `${prefix}-${randomBytes(4).toString('hex')}`.toUpperCase();

/** A code made by `admin`; max_redemptions is 10 unless `body` says otherwise (the server's bound per code needs one). */
export async function createCode(app: TestApp, admin: TestUser, body: Record<string, unknown>): Promise<PromoCodeResponse> {
  const result = await call<PromoCodeResponse>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body: { max_redemptions: 10, ...body } });
  if (result.status !== 201) throw new Error(`create code failed: ${result.status} ${result.raw}`);
  return result.body;
}
