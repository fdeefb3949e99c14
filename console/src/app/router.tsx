import { createBrowserRouter, Navigate } from 'react-router';
import { PAGE_GROUPS } from '../pages';
import { SignInPage } from '../pages/auth/SignInPage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RequireSession, useSession } from './session';

/**
 * Where the console opens: the approvals queue, the first thing an owner or admin does here;
 * members, who cannot decide approvals, see the requests instead.
 */
function StartPage() {
  const { role } = useSession();
  return <Navigate to={role === 'member' ? '/requests' : '/approvals'} replace />;
}

export const router = createBrowserRouter([
  { path: '/login', element: <SignInPage mode="login" /> },
  { path: '/signup', element: <SignInPage mode="signup" /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <StartPage /> },
      ...PAGE_GROUPS.flatMap((group) => group.routes),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
