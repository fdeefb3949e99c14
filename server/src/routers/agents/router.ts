import { router } from '../../trpc/init.js';
import { setAgentBudgetRoute } from './budget.js';
import { cloneAgentRoute } from './clone.js';
import { createAgentRoute } from './create.js';
import { deleteServiceRoute } from './delete-service.js';
import { deleteAgentRoute } from './delete.js';
import { getAgentRoute } from './get.js';
import { listServicesRoute } from './list-services.js';
import { listAgentsRoute } from './list.js';
import { rotateAgentKeyRoute } from './rotate-key.js';
import { updateAgentRoute } from './update.js';
import { upsertServiceRoute } from './upsert-service.js';

export const agentsRouter = router({
  list: listAgentsRoute,
  create: createAgentRoute,
  get: getAgentRoute,
  update: updateAgentRoute,
  delete: deleteAgentRoute,
  rotateKey: rotateAgentKeyRoute,
  clone: cloneAgentRoute,
  setBudget: setAgentBudgetRoute,
  upsertService: upsertServiceRoute,
  listServices: listServicesRoute,
  deleteService: deleteServiceRoute,
});
