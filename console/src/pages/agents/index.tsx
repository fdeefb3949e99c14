import type { PageGroup } from '../registry';
import { AgentPage } from './AgentPage';
import { AgentsPage } from './AgentsPage';

export const group: PageGroup = {
  nav: [{ to: '/agents', label: 'Agents' }],
  routes: [
    { path: 'agents', element: <AgentsPage /> },
    { path: 'agents/:id', element: <AgentPage /> },
  ],
};
