import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Session } from '@proctor/sdk';
import { ErrorNotice, Loading } from '../components/States';
import { api, isSignedOut } from '../lib/api';

export const SESSION_KEY = ['session'] as const;

const SessionContext = createContext<Session | undefined>(undefined);

/** The signed-in person, their organization and role; only inside <RequireSession>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <RequireSession>');
  return session;
}

/**
 * Whether the signed-in person may do what `capability` names, as the server answers it (the
 * session's capabilities, computed with the rules it enforces): the console keeps no table of
 * roles or permissions of its own. What depends on one resource is read on it (`can_edit`,
 * `can_manage`, `can_decide`).
 */
export function useCan(capability: keyof Session['capabilities']): boolean {
  return useSession().capabilities[capability];
}

/** Its children only for a signed-in person; anyone else goes to the login page and comes back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: () => api.auth.session(), retry: false, staleTime: 60_000 });
  if (session.isPending) return <Loading label="Checking your session…" />;
  if (session.isError) {
    if (isSignedOut(session.error)) {
      const next = `${location.pathname}${location.search}`;
      return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
    }
    return <ErrorNotice error={session.error} retry={() => void session.refetch()} />;
  }
  return <SessionContext.Provider value={session.data}>{children}</SessionContext.Provider>;
}

/** Pages of this server that are not the console's (an invite's accept page, the reference). */
const SERVER_PAGES = /^\/(invites|docs|sandbox)(\/|$)/;

/**
 * Where to go after signing in: the page that asked, if it is on this server, else the start.
 * `reload`: a server page, which the browser must load itself rather than the console route to.
 */
export function afterSignIn(search: string): { path: string; reload: boolean } {
  const next = new URLSearchParams(search).get('next');
  const path = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return { path, reload: SERVER_PAGES.test(path) };
}
