import type { PageGroup } from '../registry';
import { HomePage } from './HomePage';

export const group: PageGroup = {
  nav: [{ to: '/', label: 'Home' }],
  routes: [{ index: true, element: <HomePage /> }],
};
