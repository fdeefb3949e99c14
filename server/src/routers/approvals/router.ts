import { router } from '../../trpc/init.js';
import { approveRoute } from './approve.js';
import { listApprovalsRoute } from './list.js';
import { rejectRoute } from './reject.js';

export const approvalsRouter = router({
  list: listApprovalsRoute,
  approve: approveRoute,
  reject: rejectRoute,
});
