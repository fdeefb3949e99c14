import { router } from '../../trpc/init.js';
import { createServiceRequestRoute } from './create.js';
import { dryRunServiceRequestRoute } from './dry-run.js';
import { serviceRequestEventsRoute } from './events.js';
import { getServiceRequestRoute } from './get.js';
import { listServiceRequestsRoute } from './list.js';

export const serviceRequestsRouter = router({
  create: createServiceRequestRoute,
  dryRun: dryRunServiceRequestRoute,
  events: serviceRequestEventsRoute,
  get: getServiceRequestRoute,
  list: listServiceRequestsRoute,
});
