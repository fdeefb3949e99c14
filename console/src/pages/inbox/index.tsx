import type { PageGroup } from '../registry';
import { InboxPage } from './InboxPage';

export const group: PageGroup = {
  nav: [{ to: '/inbox', label: 'Inbox' }],
  routes: [{ path: 'inbox', element: <InboxPage /> }],
};
