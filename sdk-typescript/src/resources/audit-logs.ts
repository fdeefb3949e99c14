// GENERATED FILE, DO NOT EDIT. The `auditLogs` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type AuditLogListParams = T.QueryParams<'auditLogs-list'>;

/**
 * `client.auditLogs`
 */
export class AuditLogs extends APIResource {
  /**
   * The organization's audit trail, in chain order
   *
   * Every audited event of the organization in the order of its hash chain (`seq`), a page at a time (`order=desc`: the newest first); filter by action, agent, mode, target or time. Each entry holds the hash of the one before it, so a removed or altered entry shows (GET /api/v1/audit-logs/verify). People's changes are chained at once; dispatch entries are chained by a sealer within a second, and this list seals what is pending first. The cursor is the last `seq` read.
   *
   * `GET /api/v1/audit-logs`
   */
  list(query: AuditLogListParams = {}, options?: RequestOptions): PagePromise<T.AuditEntry> {
    return this._client.getList('/v1/audit-logs', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Recompute the organization's hash chain
   *
   * Recomputes every entry's hash from the one before it and its content, from the first entry on: `valid` when all match, otherwise the `seq` of the first that does not.
   *
   * `GET /api/v1/audit-logs/verify`
   */
  verify(options?: RequestOptions): APIPromise<T.AuditVerification> {
    return this._client.request({ method: 'GET', path: '/v1/audit-logs/verify', security: ['sessionCookie', 'personalToken'] }, options);
  }
}
