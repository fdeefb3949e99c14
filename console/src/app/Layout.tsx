import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { PAGE_GROUPS } from '../pages';
import { api } from '../lib/api';
import { useWaiting, waitingText } from '../lib/queries/waiting';
import { useSession } from './session';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

/**
 * The signed-in frame: navigation (with what waits for me counted beside its page), workspace,
 * who is signed in, and the page. On a phone the navigation folds into a menu, closed again when
 * one of its links is followed.
 */
export function Layout() {
  const session = useSession();
  const waiting = useWaiting();
  const [menuOpen, setMenuOpen] = useState(false);
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
        <button type="button" className="menu-toggle secondary" aria-expanded={menuOpen} aria-controls="console-nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
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
      <nav id="console-nav" className={menuOpen ? 'sidebar open' : 'sidebar'} aria-label="Console">
        <ul>
          {PAGE_GROUPS.flatMap((group) => group.nav).map((item) => {
            const count = item.waiting ? waiting[item.waiting] : undefined;
            return (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} onClick={() => setMenuOpen(false)}>
                  {item.label}
                  {count && count.count > 0 && (
                    <>
                      <span className="nav-count" aria-hidden="true">
                        {waitingText(count)}
                      </span>
                      {/* In brackets: the badge floats, so its neighbour is read after a space ("Approvals (1 waiting)", not "Approvals , 1 waiting"). */}
                      <span className="visually-hidden">({waitingText(count)} waiting)</span>
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
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
