import type { PageGroup } from '../registry';
import { AuditPage } from './AuditPage';

export const group: PageGroup = {
  nav: [{ to: '/audit', label: 'Audit trail' }],
  routes: [{ path: 'audit', element: <AuditPage /> }],
};
