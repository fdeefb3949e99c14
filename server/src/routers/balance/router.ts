import { router } from '../../trpc/init.js';
import { getBalanceRoute } from './get.js';

export const balanceRouter = router({ get: getBalanceRoute });
