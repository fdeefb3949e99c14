import type { PageGroup } from '../registry';
import { ChatPage } from './ChatPage';
import { ChatSessionPage } from './ChatSessionPage';

export const group: PageGroup = {
  nav: [{ to: '/chat', label: 'Chat' }],
  routes: [
    { path: 'chat', element: <ChatPage /> },
    { path: 'chat/:id', element: <ChatSessionPage /> },
  ],
};
