import { router } from '../trpc/init.js';
import { agentRequestsRouter } from './agent-requests/router.js';
import { agentsRouter } from './agents/router.js';
import { approvalsRouter } from './approvals/router.js';
import { auditLogsRouter } from './audit-logs/router.js';
import { authRouter } from './auth/router.js';
import { balanceRouter } from './balance/router.js';
import { billingRouter } from './billing/router.js';
import { chatRouter } from './chat/router.js';
import { budgetRequestsRouter } from './budget-requests/router.js';
import { connectedAppsRouter } from './connected-apps/router.js';
import { invitesRouter } from './invites/router.js';
import { marketplaceRouter } from './marketplace/router.js';
import { mcpRouter } from './mcp/router.js';
import { modelsRouter } from './models/router.js';
import { orgsRouter } from './orgs/router.js';
import { personalTokensRouter } from './personal-tokens/router.js';
import { platformRouter } from './platform/router.js';
import { promoRouter } from './promo/router.js';
import { scheduledTasksRouter } from './scheduled-tasks/router.js';
import { publishingRouter } from './publishing/router.js';
import { serviceRequestsRouter } from './service-requests/router.js';
import { teamsRouter } from './teams/router.js';
import { knowledgeRouter } from './knowledge/router.js';
import { storageRouter } from './storage/router.js';
import { triggersRouter } from './triggers/router.js';
import { devicesRouter } from './devices/router.js';
import { ttsRouter } from './tts/router.js';
import { usageRouter } from './usage/router.js';
import { webhooksRouter } from './webhooks/router.js';
import { workflowsRouter } from './workflows/router.js';
import { workspacesRouter } from './workspaces/router.js';

/** One line per feature group; each group's procedures are listed in its own router.ts (see README.md here). */
export const appRouter = router({
  platform: platformRouter,
  auth: authRouter,
  personalTokens: personalTokensRouter,
  agents: agentsRouter,
  serviceRequests: serviceRequestsRouter,
  mcp: mcpRouter,
  approvals: approvalsRouter,
  auditLogs: auditLogsRouter,
  usage: usageRouter,
  webhooks: webhooksRouter,
  balance: balanceRouter,
  billing: billingRouter,
  promo: promoRouter,
  orgs: orgsRouter,
  invites: invitesRouter,
  workspaces: workspacesRouter,
  teams: teamsRouter,
  budgetRequests: budgetRequestsRouter,
  agentRequests: agentRequestsRouter,
  workflows: workflowsRouter,
  publishing: publishingRouter,
  marketplace: marketplaceRouter,
  connectedApps: connectedAppsRouter,
  scheduledTasks: scheduledTasksRouter,
  knowledge: knowledgeRouter,
  storage: storageRouter,
  triggers: triggersRouter,
  devices: devicesRouter,
  chat: chatRouter,
  models: modelsRouter,
  tts: ttsRouter,
});
