import { createBrowserRouter } from 'react-router';
import { PAGE_GROUPS } from '../pages';
import { SignInPage } from '../pages/auth/SignInPage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RequireSession } from './session';

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
      ...PAGE_GROUPS.flatMap((group) => group.routes),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
