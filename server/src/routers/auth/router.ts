import { router } from '../../trpc/init.js';
import { loginRoute } from './login.js';
import { logoutRoute } from './logout.js';
import { sessionRoute } from './session.js';
import { signupRoute } from './signup.js';

export const authRouter = router({
  signup: signupRoute,
  login: loginRoute,
  logout: logoutRoute,
  session: sessionRoute,
});
