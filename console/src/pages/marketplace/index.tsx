import type { PageGroup } from '../registry';
import { MarketplacePage } from './MarketplacePage';

export const group: PageGroup = {
  nav: [{ to: '/marketplace', label: 'Marketplace' }],
  routes: [{ path: 'marketplace', element: <MarketplacePage /> }],
};
