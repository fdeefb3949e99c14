import type { PageGroup } from '../registry';
import { RunPage } from './RunPage';
import { WorkflowPage } from './WorkflowPage';
import { WorkflowsPage } from './WorkflowsPage';

export const group: PageGroup = {
  nav: [{ to: '/workflows', label: 'Workflows' }],
  routes: [
    { path: 'workflows', element: <WorkflowsPage /> },
    { path: 'workflows/:id', element: <WorkflowPage /> },
    { path: 'workflows/:id/runs/:runId', element: <RunPage /> },
  ],
};
