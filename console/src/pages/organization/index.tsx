import type { PageGroup } from '../registry';
import { InvitesPage } from './InvitesPage';
import { MembersPage } from './MembersPage';
import { OrganizationLayout } from './OrganizationLayout';
import { TeamPage } from './TeamPage';
import { TeamsPage } from './TeamsPage';
import { WorkspacesPage } from './WorkspacesPage';

export const group: PageGroup = {
  nav: [{ to: '/organization', label: 'Organization', waiting: 'budgetRequests' }],
  routes: [
    {
      path: 'organization',
      element: <OrganizationLayout />,
      children: [
        { index: true, element: <MembersPage /> },
        { path: 'invites', element: <InvitesPage /> },
        { path: 'teams', element: <TeamsPage /> },
        { path: 'teams/:id', element: <TeamPage /> },
        { path: 'workspaces', element: <WorkspacesPage /> },
      ],
    },
  ],
};
