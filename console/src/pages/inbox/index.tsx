import type { PageGroup } from '../registry';
import { InboxPage } from './InboxPage';

export const group: PageGroup = {
  nav: [{ to: '/inbox', label: 'Inbox', waiting: 'agentRequests' }],
  routes: [{ path: 'inbox', element: <InboxPage /> }],
};
