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
   * Everything an agent needs to act alone: `guide` (short prose), `dispatch` (method, path, headers with the Idempotency-Key rules, the JSON Schemas of the body and the answer), `statuses` (each with its HTTP code and whether it is final), `reasons` (every reason code with its meaning and what to do), `polling` (the request and its event stream), `errors` (the envelope and every code with its status and meaning), `modes` (test and live keys), `self` (GET /api/v1/agents/me), `auth`, and every operation with its payload, price, examples, the settings its live provider needs and whether each mode can run it on this server. No authentication, and no database: it answers while the database is down.
   *
   * `GET /api/v1/agent-docs`
   */
  retrieve(options?: RequestOptions): APIPromise<T.AgentDocs> {
    return this._client.request({ method: 'GET', path: '/v1/agent-docs', security: [] }, options);
  }
}
