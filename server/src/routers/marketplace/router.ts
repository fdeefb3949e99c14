import { router } from '../../trpc/init.js';
import { listListingsRoute } from './list-listings.js';

/** client.marketplace.listings in both SDKs. */
export const marketplaceRouter = router({
  listListings: listListingsRoute,
});
