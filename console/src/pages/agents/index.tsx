import type { PageGroup } from '../registry';
import { AgentPage } from './AgentPage';
import { AgentsPage } from './AgentsPage';
import { ConversationPage } from './ConversationPage';

export const group: PageGroup = {
  nav: [{ to: '/agents', label: 'Agents' }],
  routes: [
    { path: 'agents', element: <AgentsPage /> },
    { path: 'agents/:id', element: <AgentPage /> },
    { path: 'agents/:id/conversations/:cid', element: <ConversationPage /> },
  ],
};
