// GENERATED FILE, DO NOT EDIT. The client: the runtime of src/core/ with every resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import { APIClient } from './core/api-client.js';
import { AgentDocsResource } from './resources/agent-docs.js';
import { AgentRequests } from './resources/agent-requests.js';
import { Agents } from './resources/agents.js';
import { Approvals } from './resources/approvals.js';
import { AuditLogs } from './resources/audit-logs.js';
import { Auth } from './resources/auth.js';
import { BalanceResource } from './resources/balance.js';
import { Billing } from './resources/billing.js';
import { BudgetRequests } from './resources/budget-requests.js';
import { Chat } from './resources/chat.js';
import { ConnectedApps } from './resources/connected-apps.js';
import { Devices } from './resources/devices.js';
import { Invites } from './resources/invites.js';
import { Knowledge } from './resources/knowledge.js';
import { Marketplace } from './resources/marketplace.js';
import { Models } from './resources/models.js';
import { Orgs } from './resources/orgs.js';
import { PersonalTokens } from './resources/personal-tokens.js';
import { Platform } from './resources/platform.js';
import { Promo } from './resources/promo.js';
import { Publications } from './resources/publications.js';
import { PublishRequests } from './resources/publish-requests.js';
import { ScheduledTasks } from './resources/scheduled-tasks.js';
import { ServiceRequests } from './resources/service-requests.js';
import { Speech } from './resources/speech.js';
import { Storage } from './resources/storage.js';
import { Teams } from './resources/teams.js';
import { Triggers } from './resources/triggers.js';
import { UsageResource } from './resources/usage.js';
import { Workflows } from './resources/workflows.js';
import { Workspaces } from './resources/workspaces.js';

export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './core/api-client.js';

/**
 * The Proctor API client.
 *
 * ```ts
 * const client = new Proctor(); // PROCTOR_AGENT_KEY, PROCTOR_TOKEN, PROCTOR_DEVICE_TOKEN, PROCTOR_BASE_URL
 * const request = await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'proctor' } });
 * ```
 */
export class Proctor extends APIClient {
  readonly agentDocs: AgentDocsResource = new AgentDocsResource(this);
  readonly agentRequests: AgentRequests = new AgentRequests(this);
  readonly agents: Agents = new Agents(this);
  readonly approvals: Approvals = new Approvals(this);
  readonly auditLogs: AuditLogs = new AuditLogs(this);
  readonly auth: Auth = new Auth(this);
  readonly balance: BalanceResource = new BalanceResource(this);
  readonly billing: Billing = new Billing(this);
  readonly budgetRequests: BudgetRequests = new BudgetRequests(this);
  readonly chat: Chat = new Chat(this);
  readonly connectedApps: ConnectedApps = new ConnectedApps(this);
  readonly devices: Devices = new Devices(this);
  readonly invites: Invites = new Invites(this);
  readonly knowledge: Knowledge = new Knowledge(this);
  readonly marketplace: Marketplace = new Marketplace(this);
  readonly models: Models = new Models(this);
  readonly orgs: Orgs = new Orgs(this);
  readonly personalTokens: PersonalTokens = new PersonalTokens(this);
  readonly platform: Platform = new Platform(this);
  readonly promo: Promo = new Promo(this);
  readonly publications: Publications = new Publications(this);
  readonly publishRequests: PublishRequests = new PublishRequests(this);
  readonly scheduledTasks: ScheduledTasks = new ScheduledTasks(this);
  readonly serviceRequests: ServiceRequests = new ServiceRequests(this);
  readonly speech: Speech = new Speech(this);
  readonly storage: Storage = new Storage(this);
  readonly teams: Teams = new Teams(this);
  readonly triggers: Triggers = new Triggers(this);
  readonly usage: UsageResource = new UsageResource(this);
  readonly workflows: Workflows = new Workflows(this);
  readonly workspaces: Workspaces = new Workspaces(this);
}
