import type { PageGroup } from '../registry';
import { ConnectedAppsPage } from './ConnectedAppsPage';

export const group: PageGroup = {
  nav: [{ to: '/connected-apps', label: 'Connected apps' }],
  routes: [{ path: 'connected-apps', element: <ConnectedAppsPage /> }],
};
