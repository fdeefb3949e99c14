import type { PageGroup } from '../registry';
import { CollectionPage } from './CollectionPage';
import { KnowledgePage } from './KnowledgePage';

export const group: PageGroup = {
  nav: [{ to: '/knowledge', label: 'Knowledge' }],
  routes: [
    { path: 'knowledge', element: <KnowledgePage /> },
    { path: 'knowledge/:id', element: <CollectionPage /> },
  ],
};
