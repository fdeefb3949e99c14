import type { PageGroup } from '../registry';
import { TopUpPage } from './TopUpPage';
import { UsagePage } from './UsagePage';

export const group: PageGroup = {
  nav: [{ to: '/usage', label: 'Usage & balance' }],
  routes: [
    { path: 'usage', element: <UsagePage /> },
    { path: 'usage/top-up', element: <TopUpPage /> },
  ],
};
