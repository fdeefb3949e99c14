import type { PageGroup } from '../registry';
import { BudgetsPage } from './BudgetsPage';

export const group: PageGroup = {
  nav: [{ to: '/budgets', label: 'Budgets' }],
  routes: [{ path: 'budgets', element: <BudgetsPage /> }],
};
