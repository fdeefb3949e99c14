import { NavLink, Outlet } from 'react-router';

const TABS = [
  { to: '/organization', label: 'Members', end: true },
  { to: '/organization/invites', label: 'Invites', end: false },
  { to: '/organization/teams', label: 'Teams', end: false },
  { to: '/organization/workspaces', label: 'Workspaces', end: false },
];

/** The organization's pages under one set of tabs: real links, so each has its own address. */
export function OrganizationLayout() {
  return (
    <>
      <nav className="org-tabs" aria-label="Organization">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
