// GENERATED FILE, DO NOT EDIT. The `agentRequests` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type AgentRequestListParams = T.QueryParams<'agentRequests-list'>;
export type AgentRequestCreateParams = T.RequestBody<'agentRequests-create'>;
export type AgentRequestAnswerParams = T.RequestBody<'agentRequests-answer'>;

/**
 * `client.agentRequests`
 */
export class AgentRequests extends APIResource {
  /**
   * Answer an agent request: resolve or dismiss it
   *
   * By an organization admin or owner: an answer may unblock what the agent does next, spending included, as deciding an approval does. Only an open request is answered, once: a second answer (concurrent ones too) is 409 `conflict` and the first stands. Resolving needs a `response`; dismissing takes one optionally. For a decision any response, a dismissal's too, is one of the request's options (else 400). Audited as `agent_request.resolved` or `agent_request.dismissed`, with the kind and, for a decision, the option chosen; a free-text answer stays on the request, out of the trail.
   *
   * `PATCH /api/v1/agent-requests/{id}`
   */
  answer(id: string, body: AgentRequestAnswerParams, options?: RequestOptions): APIPromise<T.AgentRequest> {
    return this._client.request({ method: 'PATCH', path: `/v1/agent-requests/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Ask a person for help
   *
   * An agent asks the people of its organization: a question, a decision between options, help, or a notice. The request is open until a person resolves or dismisses it (PATCH /api/v1/agent-requests/{id}); the agent reads the answer with GET /api/v1/agent-requests/{id}. An agent may have 100 open requests at once: one more is 409 `conflict` until one is answered. A paused agent may still ask. Audited as `agent_request.created`.
   *
   * `POST /api/v1/agent-requests`
   */
  create(body: AgentRequestCreateParams, options?: RequestOptions): APIPromise<T.AgentRequest> {
    return this._client.request({ method: 'POST', path: '/v1/agent-requests', body, security: ['agentKey'] }, options);
  }

  /**
   * Your agents' requests to people
   *
   * The requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest first (`order=desc`: newest first), a page at a time; `status=open` gives those waiting for an answer. Any member of the organization reads them. A request of any workspace of the organization is read and answered by id.
   *
   * `GET /api/v1/agent-requests`
   */
  list(query: AgentRequestListParams = {}, options?: RequestOptions): PagePromise<T.AgentRequest> {
    return this._client.getList('/v1/agent-requests', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * One agent request, with its answer
   *
   * An agent key reads its own agent's requests (another agent's is 404): poll it for `status` and `response` once a person has answered. A person reads any of the organization's, from any workspace, a deleted agent's included.
   *
   * `GET /api/v1/agent-requests/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.AgentRequest> {
    return this._client.request({ method: 'GET', path: `/v1/agent-requests/${seg(id)}`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}
