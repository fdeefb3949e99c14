import { router } from '../../trpc/init.js';
import { connectedAppCallbackRoute } from './callback.js';
import { installConnectedAppRoute } from './install.js';
import { listConnectedAppsRoute } from './list.js';
import { refreshConnectedAppRoute } from './refresh.js';
import { removeConnectedAppRoute } from './remove.js';

export const connectedAppsRouter = router({
  list: listConnectedAppsRoute,
  install: installConnectedAppRoute,
  callback: connectedAppCallbackRoute,
  refresh: refreshConnectedAppRoute,
  delete: removeConnectedAppRoute,
});
