import type { SessionResponse } from '../../../src/routers/auth/session.types.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp, type TestApp } from '../../support/app.js';
import { call, type CallResult } from '../../support/identity.js';

type Login = (email: string, password: string, headers?: Record<string, string>) => Promise<CallResult<SessionResponse & ErrorEnvelope>>;

/** The app of one test file, and `login`: POST /api/v1/auth/login with these credentials and any extra headers. */
export function useLoginApp(): { app: TestApp; login: Login } {
  const app = useTestApp();
  const login: Login = (email, password, headers = {}) =>
    call<SessionResponse & ErrorEnvelope>(app, 'POST', '/api/v1/auth/login', { body: { email, password }, headers });
  return { app, login };
}

/** The app of one signup test file: a trial balance other than the default, so a new wallet shows it was read from the setting. */
export function useSignupApp(): TestApp {
  return useTestApp({ env: { PROCTOR_TRIAL_BALANCE_CENTS: '750' } });
}
