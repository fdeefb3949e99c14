import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { PAGE_GROUPS } from '../pages';
import { api } from '../lib/api';
import { useSession } from './session';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

/** The signed-in frame: navigation, workspace, who is signed in, and the page. */
export function Layout() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => api.auth.logout(),
    onSettled: () => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Proctor</span>
        <span className="org" title="Your organization">
          {session.organization.name}
        </span>
        <WorkspaceSwitcher />
        <span className="who">
          {session.user.email} · {session.role}
        </span>
        <button type="button" className="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </button>
      </header>
      <nav className="sidebar" aria-label="Console">
        <ul>
          {PAGE_GROUPS.flatMap((group) => group.nav).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <a href="/docs">API reference</a>
          </li>
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
