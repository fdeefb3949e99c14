import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type {
  AgentDocs,
  Approval,
  ApprovalApproveParams,
  ApprovalListParams,
  ApprovalRejectParams,
  AuditEntry,
  AuditLogListParams,
  AuditVerification,
  Balance,
  Health,
  LoginParams,
  PersonalToken,
  PersonalTokenCreateParams,
  PersonalTokenCreateResponse,
  PersonalTokenListParams,
  PersonalTokenUpdateParams,
  Readiness,
  Session,
  SignupParams,
  Usage,
  UsageParams,
} from '../types.js';

export class Approvals extends APIResource {
  /** Approvals, oldest first; filter with `{status: 'pending'}`. */
  list(params: ApprovalListParams = {}, options?: RequestOptions): PagePromise<Approval> {
    return this._client.getList('/v1/approvals', params, options);
  }

  /** Approves; budgets and balance are checked again, then the request runs before this answers. */
  approve(id: string, params: ApprovalApproveParams = {}, options?: RequestOptions): APIPromise<Approval> {
    return this._client.request({ method: 'POST', path: `/v1/approvals/${seg(id)}/approve`, body: params, auth: 'token' }, options);
  }

  /** Rejects; the request ends blocked with `approval_rejected`. */
  reject(id: string, params: ApprovalRejectParams = {}, options?: RequestOptions): APIPromise<Approval> {
    return this._client.request({ method: 'POST', path: `/v1/approvals/${seg(id)}/reject`, body: params, auth: 'token' }, options);
  }
}

export class AuditLogs extends APIResource {
  /** The audit trail in chain order; iterate without awaiting: `for await (const e of client.auditLogs.list())`. */
  list(params: AuditLogListParams = {}, options?: RequestOptions): PagePromise<AuditEntry> {
    return this._client.getList('/v1/audit-logs', params, options);
  }

  /** Recomputes the organization's hash chain on the server: `{valid, entries, head_hash, first_invalid_seq}`. */
  verify(options?: RequestOptions): APIPromise<AuditVerification> {
    return this._client.request({ method: 'GET', path: '/v1/audit-logs/verify', auth: 'token' }, options);
  }
}

export class UsageResource extends APIResource {
  /** Requests and cost over `[from, to)` (default this UTC month), grouped by operation, agent or day. */
  retrieve(params: UsageParams = {}, options?: RequestOptions): APIPromise<Usage> {
    return this._client.request({ method: 'GET', path: '/v1/usage', query: params, auth: 'token' }, options);
  }
}

export class BalanceResource extends APIResource {
  /** `{balance_cents, held_cents, currency}` of the organization's wallet. */
  retrieve(options?: RequestOptions): APIPromise<Balance> {
    return this._client.request({ method: 'GET', path: '/v1/balance', auth: 'token' }, options);
  }
}

/**
 * Personal access tokens. The server accepts only a signed-in session here (not a token): send its
 * cookie and Origin in `options.headers`, e.g. `{cookie: 'proctor_session=…', origin: baseURL}`.
 */
export class PersonalTokens extends APIResource {
  /** Mints a token; `token` is shown only in this answer. */
  create(params: PersonalTokenCreateParams, options?: RequestOptions): APIPromise<PersonalTokenCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/personal-tokens', body: params, auth: 'session' }, options);
  }

  list(params: PersonalTokenListParams = {}, options?: RequestOptions): PagePromise<PersonalToken> {
    return this._client.getList('/v1/personal-tokens', params, options, 'session');
  }

  /** Enables or disables a token (`{enabled}`). */
  update(id: string, params: PersonalTokenUpdateParams, options?: RequestOptions): APIPromise<PersonalToken> {
    return this._client.request({ method: 'PATCH', path: `/v1/personal-tokens/${seg(id)}`, body: params, auth: 'session' }, options);
  }

  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/personal-tokens/${seg(id)}`, auth: 'session' }, options);
  }
}

/**
 * Accounts. Signup and login answer with a `proctor_session` cookie (read it from
 * `.withResponse()`'s `response.headers`); the server checks that their Origin is its own.
 */
export class Auth extends APIResource {
  signup(params: SignupParams, options?: RequestOptions): APIPromise<Session> {
    return this._client.request({ method: 'POST', path: '/v1/auth/signup', body: params, auth: 'none' }, options);
  }

  login(params: LoginParams, options?: RequestOptions): APIPromise<Session> {
    return this._client.request({ method: 'POST', path: '/v1/auth/login', body: params, auth: 'none' }, options);
  }

  /** Ends the session of the cookie sent in `options.headers` (204, idempotent). */
  logout(options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'POST', path: '/v1/auth/logout', body: {}, auth: 'none' }, options);
  }

  /** Who am I: the user, organization and role behind the token (or cookie). */
  session(options?: RequestOptions): APIPromise<Session> {
    return this._client.request({ method: 'GET', path: '/v1/auth/session', auth: 'token' }, options);
  }
}

export class AgentDocsResource extends APIResource {
  /** The operation catalog for agents: schemas, prices, examples, sandbox triggers (no credential needed). */
  retrieve(options?: RequestOptions): APIPromise<AgentDocs> {
    return this._client.request({ method: 'GET', path: '/v1/agent-docs', auth: 'none' }, options);
  }
}

export class Platform extends APIResource {
  /** Liveness (never touches the database). */
  health(options?: RequestOptions): APIPromise<Health> {
    return this._client.request({ method: 'GET', path: '/v1/health', auth: 'none' }, options);
  }

  /** Readiness: 503 `service_unavailable` while the database does not answer. */
  ready(options?: RequestOptions): APIPromise<Readiness> {
    return this._client.request({ method: 'GET', path: '/v1/ready', auth: 'none' }, options);
  }

  /** The server's OpenAPI 3.1 document. */
  openapi(options?: RequestOptions): APIPromise<Record<string, unknown>> {
    return this._client.request({ method: 'GET', path: '/v1/openapi.json', auth: 'none' }, options);
  }
}
