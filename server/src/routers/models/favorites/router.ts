import { router } from '../../../trpc/init.js';
import { addFavoriteRoute } from './add.js';
import { listFavoritesRoute } from './list.js';
import { removeFavoriteRoute } from './remove.js';

/** client.models.favorites in both SDKs. */
export const favoritesRouter = router({
  list: listFavoritesRoute,
  add: addFavoriteRoute,
  remove: removeFavoriteRoute,
});
