import { router } from '../../../trpc/init.js';
import { createDelegatedTaskRoute } from './create.js';
import { getDelegatedTaskRoute } from './get.js';
import { listDelegatedTasksRoute } from './list.js';
import { updateDelegatedTaskRoute } from './update.js';

/** client.agents.delegatedTasks / client.agents.delegated_tasks in both SDKs. */
export const delegatedTasksRouter = router({
  list: listDelegatedTasksRoute,
  create: createDelegatedTaskRoute,
  get: getDelegatedTaskRoute,
  update: updateDelegatedTaskRoute,
});
