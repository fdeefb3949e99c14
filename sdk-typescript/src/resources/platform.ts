// GENERATED FILE, DO NOT EDIT. The `platform` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type PlatformHealthResponse = T.ResponseBody<'platform-health'>;
export type PlatformReadyResponse = T.ResponseBody<'platform-ready'>;
export type PlatformOpenapiResponse = T.ResponseBody<'platform-openapi'>;

/**
 * `client.platform`
 */
export class Platform extends APIResource {
  /**
   * Liveness
   *
   * Answers as long as the process serves HTTP; does not touch the database.
   *
   * `GET /api/v1/health`
   */
  health(options?: RequestOptions): APIPromise<PlatformHealthResponse> {
    return this._client.request({ method: 'GET', path: '/v1/health', security: [] }, options);
  }

  /**
   * This OpenAPI document
   *
   * The OpenAPI 3.1 description of this API, which the official SDKs are generated from and this reference renders. Public; the same document for every caller.
   *
   * `GET /api/v1/openapi.json`
   */
  openapi(options?: RequestOptions): APIPromise<PlatformOpenapiResponse> {
    return this._client.request({ method: 'GET', path: '/v1/openapi.json', security: [] }, options);
  }

  /**
   * Readiness
   *
   * Ready when the database answers; 503 `service_unavailable` otherwise. Also says how memories are embedded and searched.
   *
   * `GET /api/v1/ready`
   */
  ready(options?: RequestOptions): APIPromise<PlatformReadyResponse> {
    return this._client.request({ method: 'GET', path: '/v1/ready', security: [] }, options);
  }
}
