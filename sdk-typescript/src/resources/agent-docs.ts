// GENERATED FILE, DO NOT EDIT. The `agentDocs` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

/**
 * `client.agentDocs`
 */
export class AgentDocsResource extends APIResource {
  /**
   * Machine-readable catalog for agents
   *
   * Request shapes, pricing and examples of every operation an agent can dispatch. No authentication.
   *
   * `GET /api/v1/agent-docs`
   */
  retrieve(options?: RequestOptions): APIPromise<T.AgentDocs> {
    return this._client.request({ method: 'GET', path: '/v1/agent-docs', security: [] }, options);
  }
}
