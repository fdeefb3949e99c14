import { router } from '../../trpc/init.js';
import { getBalanceRoute } from './get.js';
import { topUpRoute } from './top-up.js';

export const balanceRouter = router({ get: getBalanceRoute, topUp: topUpRoute });
