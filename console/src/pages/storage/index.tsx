import type { PageGroup } from '../registry';
import { StoragePage } from './StoragePage';

export const group: PageGroup = {
  nav: [{ to: '/storage', label: 'Storage' }],
  routes: [{ path: 'storage', element: <StoragePage /> }],
};
