import { router } from '../trpc/init.js';
import { cloneAgentRoute } from './agents/clone.js';
import { createAgentRoute } from './agents/create.js';
import { deleteServiceRoute } from './agents/delete-service.js';
import { deleteAgentRoute } from './agents/delete.js';
import { getAgentRoute } from './agents/get.js';
import { listServicesRoute } from './agents/list-services.js';
import { listAgentsRoute } from './agents/list.js';
import { rotateAgentKeyRoute } from './agents/rotate-key.js';
import { setAgentBudgetRoute } from './agents/budget.js';
import { updateAgentRoute } from './agents/update.js';
import { upsertServiceRoute } from './agents/upsert-service.js';
import { approveRoute } from './approvals/approve.js';
import { listApprovalsRoute } from './approvals/list.js';
import { rejectRoute } from './approvals/reject.js';
import { listAuditLogsRoute } from './audit-logs/list.js';
import { verifyAuditLogsRoute } from './audit-logs/verify.js';
import { loginRoute } from './auth/login.js';
import { logoutRoute } from './auth/logout.js';
import { sessionRoute } from './auth/session.js';
import { signupRoute } from './auth/signup.js';
import { getBalanceRoute } from './balance/get.js';
import { createPersonalTokenRoute } from './personal-tokens/create.js';
import { deletePersonalTokenRoute } from './personal-tokens/delete.js';
import { listPersonalTokensRoute } from './personal-tokens/list.js';
import { updatePersonalTokenRoute } from './personal-tokens/update.js';
import { agentDocsRoute } from './platform/agent-docs.js';
import { healthRoute } from './platform/health.js';
import { readyRoute } from './platform/ready.js';
import { createServiceRequestRoute } from './service-requests/create.js';
import { getServiceRequestRoute } from './service-requests/get.js';
import { listServiceRequestsRoute } from './service-requests/list.js';
import { getUsageRoute } from './usage/get.js';
import { reconcileRoute } from './webhooks/reconcile.js';

export const appRouter = router({
  platform: router({
    health: healthRoute,
    ready: readyRoute,
    agentDocs: agentDocsRoute,
  }),
  auth: router({
    signup: signupRoute,
    login: loginRoute,
    logout: logoutRoute,
    session: sessionRoute,
  }),
  personalTokens: router({
    create: createPersonalTokenRoute,
    list: listPersonalTokensRoute,
    update: updatePersonalTokenRoute,
    delete: deletePersonalTokenRoute,
  }),
  agents: router({
    list: listAgentsRoute,
    create: createAgentRoute,
    get: getAgentRoute,
    update: updateAgentRoute,
    delete: deleteAgentRoute,
    rotateKey: rotateAgentKeyRoute,
    clone: cloneAgentRoute,
    setBudget: setAgentBudgetRoute,
    upsertService: upsertServiceRoute,
    listServices: listServicesRoute,
    deleteService: deleteServiceRoute,
  }),
  serviceRequests: router({
    create: createServiceRequestRoute,
    get: getServiceRequestRoute,
    list: listServiceRequestsRoute,
  }),
  approvals: router({
    list: listApprovalsRoute,
    approve: approveRoute,
    reject: rejectRoute,
  }),
  auditLogs: router({
    list: listAuditLogsRoute,
    verify: verifyAuditLogsRoute,
  }),
  usage: router({ get: getUsageRoute }),
  webhooks: router({ reconcile: reconcileRoute }),
  balance: router({ get: getBalanceRoute }),
});

export type AppRouter = typeof appRouter;
