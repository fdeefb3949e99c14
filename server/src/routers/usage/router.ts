import { router } from '../../trpc/init.js';
import { getBudgetOverviewRoute } from './budgets.js';
import { getUsageRoute } from './get.js';

export const usageRouter = router({ get: getUsageRoute, budgets: getBudgetOverviewRoute });
