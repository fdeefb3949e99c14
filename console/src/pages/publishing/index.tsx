import type { PageGroup } from '../registry';
import { PublishingPage } from './PublishingPage';

export const group: PageGroup = {
  nav: [{ to: '/publishing', label: 'Publishing' }],
  routes: [{ path: 'publishing', element: <PublishingPage /> }],
};
