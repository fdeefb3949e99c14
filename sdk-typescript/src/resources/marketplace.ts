// GENERATED FILE, DO NOT EDIT. The `marketplace` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type * as T from '../types.js';

export type MarketplaceListingListParams = T.QueryParams<'marketplace-listListings'>;

/**
 * `client.marketplace.listings`
 */
export class MarketplaceListings extends APIResource {
  /**
   * Published agents and workflows you can see
   *
   * The live publications visible to you: a workflow (its one published version) when you can see the workflow, an agent published to the organization or to a team you are in (admins and owners see every agent listed). Filter by `kind`.
   *
   * `GET /api/v1/marketplace/listings`
   */
  list(query: MarketplaceListingListParams = {}, options?: RequestOptions): PagePromise<T.MarketplaceListing> {
    return this._client.getList('/v1/marketplace/listings', query, ['sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.marketplace`
 */
export class Marketplace extends APIResource {
  readonly listings: MarketplaceListings = new MarketplaceListings(this._client);
}
