import { router } from '../../trpc/init.js';
import { createTriggerRoute } from './create.js';
import { deleteTriggerRoute } from './delete.js';
import { fireTriggerRoute } from './fire.js';
import { getTriggerRoute } from './get.js';
import { listTriggerRunsRoute } from './list-runs.js';
import { listTriggersRoute } from './list.js';
import { updateTriggerRoute } from './update.js';

export const triggersRouter = router({
  list: listTriggersRoute,
  create: createTriggerRoute,
  get: getTriggerRoute,
  update: updateTriggerRoute,
  delete: deleteTriggerRoute,
  listRuns: listTriggerRunsRoute,
  fire: fireTriggerRoute,
});
