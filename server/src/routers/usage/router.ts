import { router } from '../../trpc/init.js';
import { getUsageRoute } from './get.js';

export const usageRouter = router({ get: getUsageRoute });
