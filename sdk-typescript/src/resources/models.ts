// GENERATED FILE, DO NOT EDIT. The `models` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type ModelFavoriteListResponse = T.ResponseBody<'models-favorites-list'>;
export type ModelFavoriteAddParams = T.RequestBody<'models-favorites-add'>;
export type ModelListParams = T.QueryParams<'models-list'>;

/**
 * `client.models.favorites`
 */
export class ModelsFavorites extends APIResource {
  /**
   * Mark a model as a favorite
   *
   * Adds `model_id` to your favorites in this organization and answers the favorite, 200 whether it was added now or already was one: adding twice keeps one, with the `created_at` of the first time. The id is checked for its shape only (400 otherwise), not against the model list, which changes. At most 100 favorites per person: one more is 409 `conflict`.
   *
   * `POST /api/v1/models/favorites`
   */
  add(body: ModelFavoriteAddParams, options?: RequestOptions): APIPromise<T.ModelFavorite> {
    return this._client.request({ method: 'POST', path: '/v1/models/favorites', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Your favorite models
   *
   * The models you marked as favorites in this organization, oldest first: your own (each person has theirs), at most 100.
   *
   * `GET /api/v1/models/favorites`
   */
  list(options?: RequestOptions): APIPromise<ModelFavoriteListResponse> {
    return this._client.request({ method: 'GET', path: '/v1/models/favorites', security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Remove a model from your favorites
   *
   * The model id is one path segment: its "/" is sent percent-encoded, `/api/v1/models/favorites/openai%2Fgpt-4o-mini` (both SDKs encode it). 404 when the model is not one of your favorites.
   *
   * `DELETE /api/v1/models/favorites/{model_id}`
   */
  remove(modelId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/models/favorites/${seg(modelId)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.models`
 */
export class Models extends APIResource {
  readonly favorites: ModelsFavorites = new ModelsFavorites(this._client);

  /**
   * The models to pick from, with their per-token prices
   *
   * The model aggregator's list (OpenRouter, or the OpenAI-compatible server at OPENROUTER_BASE_URL), in its order, with each model's name, context length and prices: the very list text_generation.generate prices its requests with, read once an hour and shared. Models whose id text_generation.generate would refuse are left out. Without an aggregator (OPENROUTER_API_KEY unset and OPENROUTER_BASE_URL OpenRouter's), the sandbox list: `proctor/sandbox`, free, which chat uses by default. When the aggregator does not answer, or answers an error, 503 `service_unavailable` with Retry-After: a failed list is not kept, so the next call asks again.
   *
   * `GET /api/v1/models/openrouter`
   */
  list(query: ModelListParams = {}, options?: RequestOptions): APIPromise<T.ModelList> {
    return this._client.request({ method: 'GET', path: '/v1/models/openrouter', query, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
