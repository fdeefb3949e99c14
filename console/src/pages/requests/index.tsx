import type { PageGroup } from '../registry';
import { RequestPage } from './RequestPage';
import { RequestsPage } from './RequestsPage';

export const group: PageGroup = {
  nav: [{ to: '/requests', label: 'Service requests' }],
  routes: [
    { path: 'requests', element: <RequestsPage /> },
    { path: 'requests/:id', element: <RequestPage /> },
  ],
};
