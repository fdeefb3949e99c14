import { router } from '../../trpc/init.js';
import { createServiceRequestRoute } from './create.js';
import { getServiceRequestRoute } from './get.js';
import { listServiceRequestsRoute } from './list.js';

export const serviceRequestsRouter = router({
  create: createServiceRequestRoute,
  get: getServiceRequestRoute,
  list: listServiceRequestsRoute,
});
