import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type {
  Agent,
  AgentCloneParams,
  AgentCloneResponse,
  AgentCreateParams,
  AgentCreateResponse,
  AgentListParams,
  AgentRotateKeyParams,
  AgentRotateKeyResponse,
  AgentSetBudgetParams,
  AgentUpdateParams,
  ServiceBinding,
  ServiceBindingUpsertParams,
} from '../types.js';

/** An agent's service bindings: which operations it may call, with limits and approval threshold. */
export class Services extends APIResource {
  /** Creates or updates the binding of one operation (`POST /agents/{id}/services`); fields left out keep their value. */
  upsert(agentId: string, params: ServiceBindingUpsertParams, options?: RequestOptions): APIPromise<ServiceBinding> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(agentId)}/services`, body: params, auth: 'token' }, options);
  }

  /** Every binding of the agent, in one page ordered by operation. */
  list(agentId: string, options?: RequestOptions): PagePromise<ServiceBinding> {
    return this._client.getList(`/v1/agents/${seg(agentId)}/services`, {}, options);
  }

  /** Removes the binding of one operation (204). */
  delete(agentId: string, operation: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request(
      { method: 'DELETE', path: `/v1/agents/${seg(agentId)}/services/${seg(operation)}`, auth: 'token' },
      options,
    );
  }
}

export class Agents extends APIResource {
  readonly services: Services = new Services(this._client);

  /** Creates an agent; the answer holds its live and test keys, shown only this once. */
  create(params: AgentCreateParams, options?: RequestOptions): APIPromise<AgentCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/agents', body: params, auth: 'token' }, options);
  }

  retrieve(id: string, options?: RequestOptions): APIPromise<Agent> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}`, auth: 'token' }, options);
  }

  list(params: AgentListParams = {}, options?: RequestOptions): PagePromise<Agent> {
    return this._client.getList('/v1/agents', params, options);
  }

  /** Updates an agent. The server accepts only a session cookie here (pass it in `options.headers`). */
  update(id: string, params: AgentUpdateParams, options?: RequestOptions): APIPromise<Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}`, body: params, auth: 'session' }, options);
  }

  /** Deletes an agent (soft; its keys stop at once). Session cookie only on the server's side. */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}`, auth: 'session' }, options);
  }

  /** Replaces the live key (default) or the test key (`{mode: 'test'}`); the new key is shown once. */
  rotateKey(id: string, params: AgentRotateKeyParams = {}, options?: RequestOptions): APIPromise<AgentRotateKeyResponse> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/key`, body: params, auth: 'token' }, options);
  }

  /** Copies every setting, budget and binding into a new agent with new keys. */
  clone(id: string, params: AgentCloneParams = {}, options?: RequestOptions): APIPromise<AgentCloneResponse> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/clone`, body: params, auth: 'token' }, options);
  }

  /** Sets (or with null removes) the agent's own monthly cap across all operations. */
  setBudget(id: string, params: AgentSetBudgetParams, options?: RequestOptions): APIPromise<Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/budget`, body: params, auth: 'token' }, options);
  }
}
