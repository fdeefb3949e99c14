// GENERATED FILE, DO NOT EDIT. The `agents` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type AgentConversationMessageListParams = T.QueryParams<'agents-conversations-messages-list'>;
export type AgentConversationMessageCreateParams = T.RequestBody<'agents-conversations-messages-create'>;
export type AgentActivityListParams = T.QueryParams<'agents-listActivity'>;
export type AgentBindingUpsertParams = T.RequestBody<'agents-upsertBinding'>;
export type AgentConversationListParams = T.QueryParams<'agents-conversations-list'>;
export type AgentConversationCreateParams = T.RequestBody<'agents-conversations-create'>;
export type AgentDelegatedTaskListParams = T.QueryParams<'agents-delegatedTasks-list'>;
export type AgentDelegatedTaskCreateParams = T.RequestBody<'agents-delegatedTasks-create'>;
export type AgentDelegatedTaskUpdateParams = T.RequestBody<'agents-delegatedTasks-update'>;
export type AgentMemoryListParams = T.QueryParams<'agents-memories-list'>;
export type AgentMemoryCreateParams = T.RequestBody<'agents-memories-create'>;
export type AgentMemoryUpdateParams = T.RequestBody<'agents-memories-update'>;
export type AgentSkillProposalListParams = T.QueryParams<'agents-skillProposals-list'>;
export type AgentSkillProposalCreateParams = T.RequestBody<'agents-skillProposals-create'>;
export type AgentSkillProposalDecideByBodyParams = T.RequestBody<'agents-skillProposals-decideByBody'>;
export type AgentSkillProposalDecideParams = T.RequestBody<'agents-skillProposals-decide'>;
export type AgentListParams = T.QueryParams<'agents-list'>;
export type AgentCreateParams = T.RequestBody<'agents-create'>;
export type AgentCreateResponse = T.ResponseBody<'agents-create'>;
export type AgentUpdateParams = T.RequestBody<'agents-update'>;
export type AgentHeadroomParams = T.QueryParams<'agents-headroom'>;
export type AgentRotateKeyParams = T.RequestBody<'agents-rotateKey'>;
export type AgentRotateKeyResponse = T.ResponseBody<'agents-rotateKey'>;
export type AgentCloneParams = T.RequestBody<'agents-clone'>;
export type AgentCloneResponse = T.ResponseBody<'agents-clone'>;
export type AgentSetBudgetParams = T.RequestBody<'agents-setBudget'>;
export type AgentSpawnParams = T.RequestBody<'agents-spawn'>;
export type AgentPublishParams = T.RequestBody<'agents-publish'>;

/**
 * `client.agents.conversations.messages`
 */
export class AgentsConversationsMessages extends APIResource {
  /**
   * Post a message to a conversation
   *
   * Its author_id is the caller: the agent with its key, or the person; either may post any role (a client relaying a tool's output posts `tool`). The conversation's updated_at becomes the message's created_at. A conversation holds at most 10000 messages (409 past them, nothing stored: start a new one). Messages are not audited one by one; the conversation's creation is.
   *
   * `POST /api/v1/agents/{id}/conversations/{cid}/messages`
   */
  create(id: string, cid: string, body: AgentConversationMessageCreateParams, options?: RequestOptions): APIPromise<T.ConversationMessage> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/conversations/${seg(cid)}/messages`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A conversation's messages
   *
   * In the order they were posted, oldest first (`order=desc`: the latest first), a page at a time.
   *
   * `GET /api/v1/agents/{id}/conversations/{cid}/messages`
   */
  list(id: string, cid: string, query: AgentConversationMessageListParams = {}, options?: RequestOptions): PagePromise<T.ConversationMessage> {
    return this._client.getList(`/v1/agents/${seg(id)}/conversations/${seg(cid)}/messages`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.agents.activity`
 */
export class AgentsActivity extends APIResource {
  /**
   * The agent's activity ledger, newest first
   *
   * One ledger of the agent's audit entries: its service calls, delegations (the tasks it delegated and those delegated to it), memory writes and every change made to it, each with a `type`, newest first, a page at a time (`cursor` is a seq of the audit trail, so a `next_cursor` of GET /api/v1/audit-logs is a place in it too). No `order` and no filters: it is a ledger. Entries are the trail's own, hash-chained (GET /api/v1/audit-logs/verify). An agent key reads its own agent only (another id is 404); people of the organization read any agent.
   *
   * `GET /api/v1/agents/{id}/activity`
   */
  list(id: string, query: AgentActivityListParams = {}, options?: RequestOptions): PagePromise<T.ActivityItem> {
    return this._client.getList(`/v1/agents/${seg(id)}/activity`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.agents.bindings`
 */
export class AgentsBindings extends APIResource {
  /**
   * Remove a binding; the agent can no longer dispatch that operation
   *
   * Deletes the agent's binding of this operation: its next requests for it are blocked with `policy_violation`. Requests already made keep their history. No such binding is 404. Audited as `binding.removed`.
   *
   * `DELETE /api/v1/agents/{id}/services/{operation}`
   */
  delete(id: string, operation: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}/services/${seg(operation)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The agent's bindings
   *
   * All of them in one page, ordered by operation (an agent has at most one per catalog operation).
   *
   * `GET /api/v1/agents/{id}/services`
   */
  list(id: string, options?: RequestOptions): PagePromise<T.ServiceBinding> {
    return this._client.getList(`/v1/agents/${seg(id)}/services`, {}, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * Enable an operation for the agent, with its budget and limits
   *
   * A binding is the agent's permission to dispatch one operation, with its limits. An upsert, answering 200 with the binding: posting again for the same operation updates the fields sent and keeps the others; a new binding starts with no caps, no approval threshold, and enabled. Unknown operations are refused with invalid_request naming the catalog. Audited as `binding.upserted`.
   *
   * `POST /api/v1/agents/{id}/services`
   */
  upsert(id: string, body: AgentBindingUpsertParams, options?: RequestOptions): APIPromise<T.ServiceBinding> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/services`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.agents.conversations`
 */
export class AgentsConversations extends APIResource {
  readonly messages: AgentsConversationsMessages = new AgentsConversationsMessages(this._client);

  /**
   * Start a conversation of the agent
   *
   * The agent with its own key (another agent id is 404), or a person of the organization. An agent keeps at most 10,000 conversations (409 `conflict` past them). Audited as `conversation.created`; the messages posted to it are not audited one by one.
   *
   * `POST /api/v1/agents/{id}/conversations`
   */
  create(id: string, body: AgentConversationCreateParams, options?: RequestOptions): APIPromise<T.Conversation> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/conversations`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The agent's conversations
   *
   * In the order they were started, oldest first (`order=desc`: newest first), a page at a time. Ordered by when each was started, not by `updated_at`, which moves with every message and would make a cursor skip or repeat conversations. An agent key reads its own agent only (another id is 404); people of the organization read any agent but a deleted one (404).
   *
   * `GET /api/v1/agents/{id}/conversations`
   */
  list(id: string, query: AgentConversationListParams = {}, options?: RequestOptions): PagePromise<T.Conversation> {
    return this._client.getList(`/v1/agents/${seg(id)}/conversations`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }

  /**
   * One conversation of the agent
   *
   * Its messages are read with GET /api/v1/agents/{id}/conversations/{cid}/messages. A conversation of another agent is 404 under this one.
   *
   * `GET /api/v1/agents/{id}/conversations/{cid}`
   */
  retrieve(id: string, cid: string, options?: RequestOptions): APIPromise<T.Conversation> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}/conversations/${seg(cid)}`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.agents.delegatedTasks`
 */
export class AgentsDelegatedTasks extends APIResource {
  /**
   * Delegate a task to a spawned agent, with a hard budget cap and narrowed operations
   *
   * By the parent's own agent key ({id} its own agent). The child must be an agent it spawned (else 404); each operation an enabled service of the child (else 403, `details` naming each). The task starts `accepted`, in the mode of the delegating key: the child dispatches for it with its key of that mode (another mode is blocked `policy_violation`). The child dispatches for it with the header `X-Delegated-Task: <task id>`: each such request also counts against budget_cents (blocked `task_budget_exceeded`) and may use only the task's operations (blocked `policy_violation`); once the task is over they are blocked `task_closed`. Audited as `delegated_task.created`.
   *
   * `POST /api/v1/agents/{id}/delegated-tasks`
   */
  create(id: string, body: AgentDelegatedTaskCreateParams, options?: RequestOptions): APIPromise<T.DelegatedTask> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/delegated-tasks`, body, security: ['agentKey'] }, options);
  }

  /**
   * The tasks the agent delegated and received
   *
   * Oldest first (`order=desc`: newest first), a page at a time; filter by status and by side. An agent key reads its own agent only (another id is 404); people of the organization read any agent.
   *
   * `GET /api/v1/agents/{id}/delegated-tasks`
   */
  list(id: string, query: AgentDelegatedTaskListParams = {}, options?: RequestOptions): PagePromise<T.DelegatedTask> {
    return this._client.getList(`/v1/agents/${seg(id)}/delegated-tasks`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }

  /**
   * One task the agent delegated or received
   *
   * With spent_cents, what its dispatches spent or hold. A task of neither side of the agent is 404 under it.
   *
   * `GET /api/v1/agents/{id}/delegated-tasks/{taskId}`
   */
  retrieve(id: string, taskId: string, options?: RequestOptions): APIPromise<T.DelegatedTask> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}/delegated-tasks/${seg(taskId)}`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Move a delegated task: start, finish, or cancel it
   *
   * The spec's states: the child ({id} its own agent, by its key) starts the task (accepted → in_progress) and finishes it (in_progress → completed or failed, with its `result`); the parent (by its key), or an admin or owner of the organization, cancels it while it is accepted or in progress. Any other move is 409 `conflict`, as is the second of two racing moves. A task over takes no more dispatches. Audited as `delegated_task.updated` with from and to.
   *
   * `PATCH /api/v1/agents/{id}/delegated-tasks/{taskId}`
   */
  update(id: string, taskId: string, body: AgentDelegatedTaskUpdateParams, options?: RequestOptions): APIPromise<T.DelegatedTask> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/delegated-tasks/${seg(taskId)}`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.agents.memories`
 */
export class AgentsMemories extends APIResource {
  /**
   * Remember something: a governed memory of the agent, searchable by meaning
   *
   * By the agent with its key, for itself or an agent it spawned (directly or further down; any other agent id is 404), or by an admin or owner. The content is embedded by the server's embedder for search. An agent keeps at most 10,000 memories (409 `conflict` past them). `links` name other memories of the same agent (400 naming each that is not). Writes to one agent are stored one at a time, at most 4 of one organization at once, per server instance; a write waits its turn, up to 32 waiting for one agent (64 for one organization): one more is 429 `rate_limited` with Retry-After. Audited as `memory.created`.
   *
   * `POST /api/v1/agents/{id}/memories`
   */
  create(id: string, body: AgentMemoryCreateParams, options?: RequestOptions): APIPromise<T.Memory> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/memories`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Forget a memory
   *
   * The memory, its vector, and the links other memories of the agent had to it go. Who may: as for creating one. Audited as `memory.deleted`.
   *
   * `DELETE /api/v1/agents/{id}/memories/{memoryId}`
   */
  delete(id: string, memoryId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}/memories/${seg(memoryId)}`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The agent's memories and their links, as a graph
   *
   * Nodes: the agent's newest 500 memories; edges: their links among them. Reads here are not counted in accessCount. Who may: as for the list.
   *
   * `GET /api/v1/agents/{id}/memories/graph`
   */
  graph(id: string, options?: RequestOptions): APIPromise<T.MemoryGraph> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}/memories/graph`, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The agent's memories, or a search of them by meaning
   *
   * Without `query`: by id, oldest first (`order=desc`: newest first), a page at a time. With `query`: the memories nearest to it in meaning, best first, each with `relevanceScore` (cosine similarity, -1 to 1; `relevance_score` too, deprecated), `limit` of them (default 50, at most 50) in one page. Each memory returned counts a read (`accessCount`; `access_count` too, deprecated). The agent with its key, for itself or an agent it spawned (any other id is 404), or people of the organization.
   *
   * `GET /api/v1/agents/{id}/memories`
   */
  list(id: string, query: AgentMemoryListParams = {}, options?: RequestOptions): PagePromise<T.Memory> {
    return this._client.getList(`/v1/agents/${seg(id)}/memories`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }

  /**
   * Change a memory
   *
   * The fields given replace those of the memory; new content is embedded again. Who may: as for creating one. Audited as `memory.updated` with the fields changed.
   *
   * `PATCH /api/v1/agents/{id}/memories/{memoryId}`
   */
  update(id: string, memoryId: string, body: AgentMemoryUpdateParams = {}, options?: RequestOptions): APIPromise<T.Memory> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/memories/${seg(memoryId)}`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.agents.skillProposals`
 */
export class AgentsSkillProposals extends APIResource {
  /**
   * Propose a workflow as a skill of the agent
   *
   * By the agent with its key, for its own id only (any other is 404), or by people of the organization. The steps and edges are validated as a workflow version is (POST /api/v1/workflows/{id}/versions), every problem listed in `details` at its path (400), and nothing is saved. `workflow_id`, when given, must name a workflow of the organization (404); without it, `name` must be free as a workflow name (409). An admin approves or rejects it (PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}). Audited as `skill_proposal.created`.
   *
   * `POST /api/v1/agents/{id}/skill-proposals`
   */
  create(id: string, body: AgentSkillProposalCreateParams, options?: RequestOptions): APIPromise<T.SkillProposal> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/skill-proposals`, body, security: ['agentKey', 'sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Approve or reject a skill proposal
   *
   * By an admin or owner in a browser session (approving writes a workflow, and workflows are kept to the web UI: a personal token is 403). Approving saves the proposal's steps and edges as a new draft version of its workflow, or of a new private workflow of yours named as the proposal, and grants that workflow to the agent, all in one transaction with the decision: a name taken since (409), a workflow deleted since (404) or steps no longer valid (400) leave the proposal pending. A proposal already decided is 409 `conflict`. Audited as `skill_proposal.approved` or `skill_proposal.rejected`.
   *
   * `PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}`
   */
  decide(id: string, proposalId: string, body: AgentSkillProposalDecideParams, options?: RequestOptions): APIPromise<T.SkillProposal> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/skill-proposals/${seg(proposalId)}`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * Approve or reject a skill proposal named in the body
   *
   * The spec's form of PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}, which stays: the same decision, the proposal named by `proposal_id` in the body (a proposal of another agent, or none, is 404). By an admin or owner in a browser session (approving writes a workflow, and workflows are kept to the web UI: a personal token is 403). Approving saves the proposal's steps and edges as a new draft version of its workflow, or of a new private workflow of yours named as the proposal, and grants that workflow to the agent, all in one transaction with the decision: a name taken since (409), a workflow deleted since (404) or steps no longer valid (400) leave the proposal pending. A proposal already decided is 409 `conflict`. Audited as `skill_proposal.approved` or `skill_proposal.rejected`.
   *
   * `PATCH /api/v1/agents/{id}/skill-proposals`
   */
  decideByBody(id: string, body: AgentSkillProposalDecideByBodyParams, options?: RequestOptions): APIPromise<T.SkillProposal> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/skill-proposals`, body, security: ['sessionCookie'] }, options);
  }

  /**
   * The agent's skill proposals
   *
   * Newest first, a page at a time, filtered by status. The agent with its key, for its own id only (any other is 404), or people of the organization.
   *
   * `GET /api/v1/agents/{id}/skill-proposals`
   */
  list(id: string, query: AgentSkillProposalListParams = {}, options?: RequestOptions): PagePromise<T.SkillProposal> {
    return this._client.getList(`/v1/agents/${seg(id)}/skill-proposals`, query, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.agents.skills`
 */
export class AgentsSkills extends APIResource {
  /**
   * What the agent can do
   *
   * A view derived at each call, stored nowhere: one `service` skill per enabled binding, ordered by operation, with the operation's description, schemas and price from the catalog (as GET /api/v1/agent-docs gives them) and the binding's limits. A disabled binding is not a skill. Each workflow granted to the agent (POST /api/v1/workflows/{id}/agents) is a `workflow` skill, by name, under the limits of the agent's workflow.run binding: without that binding enabled, no workflow is a skill. All of them in one page. An agent key reads its own agent's skills only (another id is 404); people of the organization read any agent's.
   *
   * `GET /api/v1/agents/{id}/skills`
   */
  list(id: string, options?: RequestOptions): PagePromise<T.AgentSkill> {
    return this._client.getList(`/v1/agents/${seg(id)}/skills`, {}, ['agentKey', 'sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.agents`
 */
export class Agents extends APIResource {
  readonly bindings: AgentsBindings = new AgentsBindings(this._client);
  readonly skills: AgentsSkills = new AgentsSkills(this._client);
  readonly activity: AgentsActivity = new AgentsActivity(this._client);
  readonly conversations: AgentsConversations = new AgentsConversations(this._client);
  readonly delegatedTasks: AgentsDelegatedTasks = new AgentsDelegatedTasks(this._client);
  readonly memories: AgentsMemories = new AgentsMemories(this._client);
  readonly skillProposals: AgentsSkillProposals = new AgentsSkillProposals(this._client);

  /**
   * Clone with all settings, budget and bindings, and new keys
   *
   * A new agent with the settings, monthly budget cap and service bindings of this one, under the name given (or the original's with " (copy)"), and keys of its own, shown once. Spend and history are not copied. A clone of a chat agent is an ordinary agent.
   *
   * `POST /api/v1/agents/{id}/clone`
   */
  clone(id: string, body: AgentCloneParams = {}, options?: RequestOptions): APIPromise<AgentCloneResponse> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/clone`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Create an agent; returns its live and test keys once
   *
   * Answers 201 with the agent and its live and test keys, each shown once. The free-text fields take empty strings; only `name` needs a character. Audited as `agent.created`. The JSON body also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig, defaultModelId, but never both spellings of one field.
   *
   * `POST /api/v1/agents`
   */
  create(body: AgentCreateParams, options?: RequestOptions): APIPromise<AgentCreateResponse> {
    return this._client.request({ method: 'POST', path: '/v1/agents', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Delete an agent; its keys stop working at once
   *
   * Browser session only. The primary agent and the agents chat made (chat_owned) cannot be deleted (409); nor can an agent with spawned agents still alive (409: delete them first, leaves up, or pause it, which stops them too); nothing changes. Deleting is soft: the row stays for the records that reference it, its keys answer 401 at once, and people still read its agent requests, while its conversations and memories are 404. A spawned agent gives back to its parent's monthly cap what it carved less what it spent this month (never below 0), shown as `returned_cents` in the `agent.deleted` audit entry.
   *
   * `DELETE /api/v1/agents/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/agents/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * An agent's limits and what is left of them, for the people who set them
   *
   * What GET /api/v1/agents/me answers the agent itself, read by a member of its organization: its bindings' day and month limits with what is counted against them, its monthly cap, its team's budget and its owner's allocation, and the wallet, in `mode` (live unless asked). The same counters the next admission holds against, so a meter drawn from it never disagrees with a refusal. 404 for an agent of another organization.
   *
   * `GET /api/v1/agents/{id}/headroom`
   */
  headroom(id: string, query: AgentHeadroomParams = {}, options?: RequestOptions): APIPromise<T.AgentSelf> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}/headroom`, query, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * The organization's agents
   *
   * The agents of your active workspace, oldest first, a page at a time (`cursor`, `limit`), except those chat made for its conversations (chat_owned), which GET /api/v1/agents/{id} still reads. `parent_agent_id` lists the agents one agent spawned: the next level of its spawn tree. Keys are never listed: they are shown once, when made.
   *
   * `GET /api/v1/agents`
   */
  list(query: AgentListParams = {}, options?: RequestOptions): PagePromise<T.Agent> {
    return this._client.getList('/v1/agents', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * The calling agent, its limits and what is left of them
   *
   * With an agent key: the agent, its bindings, what each limit has left today (UTC) and this month in the mode of the key (test mode counts on counters of its own), its team's budget and its worker's allocation when it has them, and the wallet. For a spawned agent, each binding's remaining is also bounded by the same limit of every agent up its spawn chain (a family shares its parent's binding limits, each request counting on all of them), and stopped_by names an agent up the chain that is paused, disabled or deleted, which stops this one too (agent_disabled). What an agent needs to plan before dispatching.
   *
   * `GET /api/v1/agents/me`
   */
  me(options?: RequestOptions): APIPromise<T.AgentSelf> {
    return this._client.request({ method: 'GET', path: '/v1/agents/me', security: ['agentKey'] }, options);
  }

  /**
   * Request publication of an agent (team or org scope)
   *
   * Admins and owners ask for the agent to be listed in the marketplace (GET /api/v1/marketplace/listings); a member with `publish.manage` approves (PATCH /api/v1/publish-requests/{id}), and an owner’s request is approved at once. `team` needs the agent to be in a team. An agent already published, or with a request pending, is 409. Audited as `publish.requested`.
   *
   * `POST /api/v1/agents/{id}/publish`
   */
  publish(id: string, body: AgentPublishParams, options?: RequestOptions): APIPromise<T.PublishRequest> {
    return this._client.request({ method: 'POST', path: `/v1/agents/${seg(id)}/publish`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * One agent
   *
   * One agent of the organization, with its settings and its own monthly budget cap; 404 for an agent of another organization.
   *
   * `GET /api/v1/agents/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'GET', path: `/v1/agents/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Rotate the live (default) or test key; the old one stops working at once
   *
   * Makes a new key of the mode asked for (`live` unless `mode: "test"`) and shows it once; the key it replaces is refused from this moment (by the other server instances, if several share the database, once PostgreSQL's notification reaches them: milliseconds). The agent's other key is left as it is. An agent was handed the key of each agent it spawned (POST /api/v1/agents/spawn), so whoever holds the old key may hold those too: the keys of the same mode of every agent below it on its spawn tree (its children, theirs, down to depth 3) are revoked with it, listed in `revoked_agent_ids`. Each of those answers 401 until a person rotates its key in turn; their other mode's keys are left as they are.
   *
   * `PATCH /api/v1/agents/{id}/key`
   */
  rotateKey(id: string, body: AgentRotateKeyParams = {}, options?: RequestOptions): APIPromise<AgentRotateKeyResponse> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/key`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Set the agent's monthly budget cap
   *
   * The most the agent may spend in a calendar month (UTC) over all its operations, in cents; `null` removes the cap. A request whose worst-case cost would pass it is blocked with `agent_budget_exceeded`; each binding may have a cap of its own as well.
   *
   * `PATCH /api/v1/agents/{id}/budget`
   */
  setBudget(id: string, body: AgentSetBudgetParams, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}/budget`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * An agent spawns a child agent with a carved-out budget
   *
   * By the parent's own agent key (people create agents with POST /api/v1/agents). The child is one level deeper (the organization's agents are depth 0; at depth 3 a spawn is 403 `spawn_depth_exceeded`), in the parent's workspace, team and owner. Its services are a subset of the parent's enabled ones, each no looser than the parent's (else 403, `details` naming each). Its monthly_budget_cents is taken from the parent's monthly cap at once, in the mode of the key: a live key lowers the cap, which may not fall below what the parent spent this month; a test key lowers only the parent's test-mode cap (the cap less what test-key spawns carved, which GET /api/v1/agents/me shows a test key as `month.remaining_cents`), which may not fall below its test-mode spend, so a test spawn answers as a live one would and leaves the live cap untouched (else 409 `insufficient_pool`, in either mode). A parent without a monthly cap lends the child's budget from what it may itself spend this month in the key's mode: the child's cap may not exceed the wallet's balance less what is held, its team's month and pool, its owner's allocation, nor, when the parent's binding for each of the child's services sets a monthly budget, what those have left together (else 409 `insufficient_pool` naming which); the parent stays uncapped, and every request of the child is held on those same budgets. What the child did not spend of its carve this month returns to the parent (its cap, or its test-mode cap) when the child is deleted. A family shares its parent's limits: each request of a child counts on the parent's binding for the operation too (its daily_limit and monthly_budget_cents, and those of every agent further up), so spawning never multiplies them; a child whose parent no longer has the operation enabled is blocked `policy_violation`. A paused, disabled or deleted agent stops its descendants: their requests fail `agent_disabled` and they cannot spawn (409); rotating an agent's key revokes that mode's keys of its descendants (PATCH /api/v1/agents/{id}/key). Audited as `agent.spawned`, with the parent, depth, services, monthly budget and carved cents.
   *
   * `POST /api/v1/agents/spawn`
   */
  spawn(body: AgentSpawnParams, options?: RequestOptions): APIPromise<T.SpawnedAgent> {
    return this._client.request({ method: 'POST', path: '/v1/agents/spawn', body, security: ['agentKey'] }, options);
  }

  /**
   * Update name, description, status, icon, category, personality, prompt, voice, model
   *
   * Browser session only: personal access tokens get 403. A field left out is kept; null clears any but name and status. team_id and owner_user_id place the agent in the budget hierarchy (docs/organizations-and-money.md, The budget hierarchy): a team of another organization or a person outside it is 404, a team of another workspace or an owner outside the team 409. A status other than active stops the agent and every agent below it on its spawn tree (their requests fail `agent_disabled`, and they cannot spawn), until it is set active again; once the change has answered, none of them has a request admitted. The JSON body also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig, defaultModelId, but never both spellings of one field.
   *
   * `PATCH /api/v1/agents/{id}`
   */
  update(id: string, body: AgentUpdateParams = {}, options?: RequestOptions): APIPromise<T.Agent> {
    return this._client.request({ method: 'PATCH', path: `/v1/agents/${seg(id)}`, body, security: ['sessionCookie'] }, options);
  }
}
