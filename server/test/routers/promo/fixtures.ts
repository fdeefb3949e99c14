import { randomBytes } from 'node:crypto';
import { useTestApp, madeBeforeAll, type TestApp } from '../../support/app.js';
import { call, signup, type TestUser } from '../../support/identity.js';
import type { PromoCodeResponse } from '../../../src/routers/promo/promo-code.types.js';

const ADMIN_EMAIL = `platform-${randomBytes(4).toString('hex')}@example.test`;

/** The app of one test file, whose PROCTOR_ADMIN_EMAILS names one platform admin (in capitals: compared without case), signed up. */
export function usePromoApp(): { app: TestApp; admin: TestUser } {
  const app = useTestApp({ env: { PROCTOR_ADMIN_EMAILS: ` other@example.test , ${ADMIN_EMAIL.toUpperCase()}` } });
  const admin = madeBeforeAll(() => signup(app, { email: ADMIN_EMAIL }));
  return { app, admin };
}

export const uniqueCode = (prefix = 'TEST') => `${prefix}-${randomBytes(4).toString('hex')}`.toUpperCase();

export async function createCode(app: TestApp, admin: TestUser, body: Record<string, unknown>): Promise<PromoCodeResponse> {
  const result = await call<PromoCodeResponse>(app, 'POST', '/api/v1/promo/codes', { as: { cookie: admin.cookie }, body });
  if (result.status !== 201) throw new Error(`create code failed: ${result.status} ${result.raw}`);
  return result.body;
}
