// GENERATED FILE, DO NOT EDIT. The `agents` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type AgentBindingUpsertParams = T.RequestBody<'agents-upsertBinding'>;
export type AgentListParams = T.QueryParams<'agents-list'>;
export type AgentCreateParams = T.RequestBody<'agents-create'>;
export type AgentCreateResponse = T.ResponseBody<'agents-create'>;
export type AgentUpdateParams = T.RequestBody<'agents-update'>;
export type AgentRotateKeyParams = T.RequestBody<'agents-rotateKey'>;
export type AgentRotateKeyResponse = T.ResponseBody<'agents-rotateKey'>;
export type AgentCloneParams = T.RequestBody<'agents-clone'>;
export type AgentCloneResponse = T.ResponseBody<'agents-clone'>;
export type AgentSetBudgetParams = T.RequestBody<'agents-setBudget'>;

/**
 * `client.agents.bindings`
 */
export class AgentsBindings extends APIResource {
  /**
   * Remove a binding; the agent can no longer dispatch that operation
   *
   * `DELETE /api/v1/agents/{id}/services/{operation}`
   */
  delete(id: string, operation: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}/services/${seg(operation)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The agent's bindings
   *
   * All of them in one page, ordered by operation (an agent has at most one per catalog operation).
   *
   * `GET /api/v1/agents/{id}/services`
   */
  list(id: string, options?: RequestOptions): PagePromise<T.ServiceBinding> {
    return this._client.getList(`/v1/agents/${seg(id)}/services`, {}, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Enable an operation for the agent, with its budget and limits
   *
   * Posting again for the same operation updates the fields sent and keeps the others. Unknown operations are refused with invalid_request naming the catalog.
   *
   * `POST /api/v1/agents/{id}/services`
   */
  upsert(id: string, body: AgentBindingUpsertParams, options?: RequestOptions): APIPromise<T.ServiceBinding> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/services`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.agents`
 */
export class Agents extends APIResource {
  readonly bindings: AgentsBindings = new AgentsBindings(this._client);

  /**
   * Clone with all settings, budget and bindings, and new keys
   *
   * `POST /api/v1/agents/{id}/clone`
   */
  clone(id: string, body: AgentCloneParams = {}, options?: RequestOptions): APIPromise<AgentCloneResponse> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/clone`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Create an agent; returns its live and test keys once
   *
   * The JSON body also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig, defaultModelId, but never both spellings of one field.
   *
   * `POST /api/v1/agents`
   */
  create(body: AgentCreateParams, options?: RequestOptions): APIPromise<AgentCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/agents', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Delete an agent; its keys stop working at once
   *
   * Browser session only. The primary agent cannot be deleted (409).
   *
   * `DELETE /api/v1/agents/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * The organization's agents
   *
   * `GET /api/v1/agents`
   */
  list(query: AgentListParams = {}, options?: RequestOptions): PagePromise<T.Agent> {
    return this._client.getList('/v1/agents', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * One agent
   *
   * `GET /api/v1/agents/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Rotate the live (default) or test key; the old one stops working at once
   *
   * `PATCH /api/v1/agents/{id}/key`
   */
  rotateKey(id: string, body: AgentRotateKeyParams = {}, options?: RequestOptions): APIPromise<AgentRotateKeyResponse> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/key`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Set the agent's monthly budget cap
   *
   * `PATCH /api/v1/agents/{id}/budget`
   */
  setBudget(id: string, body: AgentSetBudgetParams, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/budget`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Update name, description, status, icon, category, personality, prompt, voice, model
   *
   * Browser session only: personal access tokens get 403. null clears a field. The JSON body also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig, defaultModelId, but never both spellings of one field.
   *
   * `PATCH /api/v1/agents/{id}`
   */
  update(id: string, body: AgentUpdateParams = {}, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}`, body, security: ['sessionCookie'] }, options);
  }
}
