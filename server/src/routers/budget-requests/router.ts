import { router } from '../../trpc/init.js';
import { createBudgetRequestRoute } from './create.js';
import { decideBudgetRequestRoute } from './decide.js';
import { listBudgetRequestsRoute } from './list.js';

export const budgetRequestsRouter = router({
  create: createBudgetRequestRoute,
  list: listBudgetRequestsRoute,
  decide: decideBudgetRequestRoute,
});
