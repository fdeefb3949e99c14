import { router } from '../../trpc/init.js';
import { createScheduledTaskRoute } from './create.js';
import { deleteScheduledTaskRoute } from './delete.js';
import { getScheduledTaskRoute } from './get.js';
import { listScheduledTaskRunsRoute } from './list-runs.js';
import { listScheduledTasksRoute } from './list.js';
import { updateScheduledTaskRoute } from './update.js';

export const scheduledTasksRouter = router({
  list: listScheduledTasksRoute,
  create: createScheduledTaskRoute,
  get: getScheduledTaskRoute,
  update: updateScheduledTaskRoute,
  delete: deleteScheduledTaskRoute,
  listRuns: listScheduledTaskRunsRoute,
});
