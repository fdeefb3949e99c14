import type { PageGroup } from '../registry';
import { TokensPage } from './TokensPage';

export const group: PageGroup = {
  nav: [{ to: '/tokens', label: 'Personal tokens' }],
  routes: [{ path: 'tokens', element: <TokensPage /> }],
};
