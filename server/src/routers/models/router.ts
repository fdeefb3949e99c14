import { router } from '../../trpc/init.js';
import { favoritesRouter } from './favorites/router.js';
import { listModelsRoute } from './list.js';

export const modelsRouter = router({
  list: listModelsRoute,
  favorites: favoritesRouter,
});
