import { createBrowserRouter, Navigate } from 'react-router';
import { PAGE_GROUPS } from '../pages';
import { SignInPage } from '../pages/auth/SignInPage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RequireSession, useCan } from './session';

/**
 * Where the console opens: the approvals queue, for whoever decides approvals (the first thing
 * they do here); anyone else sees the requests instead.
 */
function StartPage() {
  const decidesApprovals = useCan('decide_approvals');
  return <Navigate to={decidesApprovals ? '/approvals' : '/requests'} replace />;
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
