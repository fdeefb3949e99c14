import { router } from '../../trpc/init.js';
import { acceptInviteRoute } from './accept.js';

export const invitesRouter = router({
  accept: acceptInviteRoute,
});
