import { router } from '../../trpc/init.js';
import { listAuditLogsRoute } from './list.js';
import { verifyAuditLogsRoute } from './verify.js';

export const auditLogsRouter = router({
  list: listAuditLogsRoute,
  verify: verifyAuditLogsRoute,
});
