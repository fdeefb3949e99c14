import type { PageGroup } from '../registry';
import { ApprovalsPage } from './ApprovalsPage';

export const group: PageGroup = {
  nav: [{ to: '/approvals', label: 'Approvals', waiting: 'approvals' }],
  routes: [{ path: 'approvals', element: <ApprovalsPage /> }],
};
