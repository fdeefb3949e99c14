import { router } from '../../trpc/init.js';
import { connectedAppCallbackRoute } from './callback.js';
import { installConnectedAppRoute } from './install.js';
import { listConnectedAppsRoute } from './list.js';
import { refreshConnectedAppRoute } from './refresh.js';
import { removeConnectedAppRoute } from './remove.js';
import { updateConnectedAppRoute } from './update.js';

export const connectedAppsRouter = router({
  list: listConnectedAppsRoute,
  install: installConnectedAppRoute,
  callback: connectedAppCallbackRoute,
  refresh: refreshConnectedAppRoute,
  update: updateConnectedAppRoute,
  delete: removeConnectedAppRoute,
});
