import { router } from '../../trpc/init.js';
import { reconcileRoute } from './reconcile.js';

export const webhooksRouter = router({ reconcile: reconcileRoute });
