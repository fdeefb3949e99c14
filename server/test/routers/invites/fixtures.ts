import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import type { TestApp } from '../../support/app.js';
import { call, type CallResult } from '../../support/identity.js';

export const PASSWORD = 'a long enough password';

/** POST /api/v1/invites/{token}/accept, without a credential unless headers carry one. */
export function accept(
  app: TestApp,
  token: string,
  body: Record<string, unknown> = { password: PASSWORD },
  headers: Record<string, string> = {},
): Promise<CallResult<SessionResponse>> {
  return call<SessionResponse>(app, 'POST', `/api/v1/invites/${encodeURIComponent(token)}/accept`, { body, headers });
}

/** The headers of a browser on this app's own page, signed in with `cookie`. */
export const signedIn = (app: TestApp, cookie: string) => ({ cookie, origin: app.baseUrl });
