// GENERATED FILE, DO NOT EDIT. The `auth` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type AuthSignupParams = T.RequestBody<'auth-signup'>;
export type AuthLoginParams = T.RequestBody<'auth-login'>;

/**
 * `client.auth`
 */
export class Auth extends APIResource {
  /**
   * Sign in; sets the session cookie
   *
   * Signs in to the user's first organization and sets the session cookie (30 days). A wrong email and a wrong password fail alike (401), in the same time. After five attempts in a row without a success, however many are sent at once, an email is locked out for a time that doubles with each further attempt, up to 15 minutes (429 with Retry-After); a streak ends after 15 quiet minutes, and an unknown email is locked out alike. Sign-ins are also limited per client address per window (429).
   *
   * `POST /api/v1/auth/login`
   */
  login(body: AuthLoginParams, options?: RequestOptions): APIPromise<T.Session> {
    return this._client.request({ method: 'POST', path: '/v1/auth/login', body, security: [] }, options);
  }

  /**
   * Sign out: ends the session and clears its cookie
   *
   * Idempotent: without a session it only clears the cookie.
   *
   * `POST /api/v1/auth/logout`
   */
  logout(options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'POST', path: '/v1/auth/logout', security: [] }, options);
  }

  /**
   * Who is signed in: user, organization, role, permissions and capabilities
   *
   * The user and organization behind the session cookie or personal access token, the user's role and granted permissions there, and what they allow (`capabilities`, computed with the access rules the server enforces, so a client asks rather than keeping a table of roles). What depends on one resource is answered on it (a workflow's `can_edit`, a team's `can_manage`, a request's `can_decide`). Agent keys are refused: an agent asks GET /api/v1/agents/me.
   *
   * `GET /api/v1/auth/session`
   */
  session(options?: RequestOptions): APIPromise<T.Session> {
    return this._client.request({ method: 'GET', path: '/v1/auth/session', security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Create an account and its organization; signs in
   *
   * Creates the user, an organization with its default workspace and a wallet holding the free trial balance, the user as owner, and the built-in primary agent. Answers 201 with the user, the organization and the role, and sets the session cookie; a session lasts 30 days. An email that has an account, compared ignoring case, is 409 `conflict`. Signups are limited per client address and server-wide per window (429 with Retry-After).
   *
   * `POST /api/v1/auth/signup`
   */
  signup(body: AuthSignupParams, options?: RequestOptions): APIPromise<T.Session> {
    return this._client.request({ method: 'POST', path: '/v1/auth/signup', body, security: [] }, options);
  }
}
