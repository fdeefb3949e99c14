import { router } from '../../trpc/init.js';
import { createPersonalTokenRoute } from './create.js';
import { deletePersonalTokenRoute } from './delete.js';
import { listPersonalTokensRoute } from './list.js';
import { updatePersonalTokenRoute } from './update.js';

export const personalTokensRouter = router({
  create: createPersonalTokenRoute,
  list: listPersonalTokensRoute,
  update: updatePersonalTokenRoute,
  delete: deletePersonalTokenRoute,
});
