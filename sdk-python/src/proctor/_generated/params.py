# GENERATED FILE, DO NOT EDIT. Every schema as a TypedDict (plain-dict arguments), by datamodel-code-generator.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).

from __future__ import annotations

from typing import Any, Literal, TypeAlias

from typing_extensions import NotRequired, TypedDict


class WorkflowStep(TypedDict, closed=True):
    label: str
    """
    Unique in the version; templates name the step by it: ${steps.<label>.output}
    """
    type: Literal[
        "service_call",
        "delegation",
        "approval",
        "condition",
        "delay",
        "webhook",
        "memory_read",
        "memory_write",
        "agent_request",
        "run_workflow",
    ]
    input: NotRequired[dict[str, Any]]
    """
    The step type's input; any string may hold templates
    """


WorkflowEdge = TypedDict(
    "WorkflowEdge",
    {
        "from": str,
        "to": str,
        "when": NotRequired[bool],
    },
    closed=True,
)


class Header(TypedDict, closed=True):
    name: str
    required: bool
    value: str
    description: str
    schema: NotRequired[dict[str, Any]]


class Dispatch(TypedDict, closed=True):
    method: Literal["POST"]
    path: str
    headers: list[Header]
    body_schema: dict[str, Any]
    """
    JSON Schema of the body; each operation's `payload_schema` is below
    """
    response_schema: dict[str, Any]
    """
    JSON Schema of the service request answered, on dispatch and on polling
    """


class Status(TypedDict, closed=True):
    status: str
    http_status: int
    """
    What POST /api/v1/service-requests answers with it
    """
    final: bool
    """
    false: the request still changes; poll it
    """
    meaning: str


class Reason(TypedDict, closed=True):
    code: str
    meaning: str
    what_to_do: str


class Request(TypedDict, closed=True):
    method: str
    path: str
    description: str


class Events(TypedDict, closed=True):
    method: str
    path: str
    description: str


class Polling(TypedDict, closed=True):
    request: Request
    events: Events


class Code(TypedDict, closed=True):
    code: str
    http_status: int
    meaning: str


class Errors(TypedDict, closed=True):
    envelope_schema: dict[str, Any]
    codes: list[Code]
    invalid_payload_example: dict[str, Any]
    """
    The 400 a payload outside its schema gets: one detail per bad field, by its path from the body
    """


class Mode(TypedDict, closed=True):
    mode: Literal["live", "test"]
    key_prefix: str
    description: str


class Self(TypedDict, closed=True):
    method: str
    path: str
    description: str


class Dispatch1(TypedDict, closed=True):
    method: Literal["POST"]
    path: str


class Auth(TypedDict, closed=True):
    header: Literal["Authorization"]
    scheme: Literal["Bearer"]
    agent_key_prefixes: list[str]
    idempotency_header: Literal["Idempotency-Key"]
    dispatch: Dispatch1


class Pricing(TypedDict, closed=True):
    cost_cents: NotRequired[int]
    unit: str
    formula: NotRequired[str]


class Test(TypedDict, closed=True):
    available: bool
    reason: str | None
    """
    Why not, and what makes it available; null when available
    """


class Live(TypedDict, closed=True):
    available: bool
    reason: str | None
    """
    Why not, and what makes it available; null when available
    """


class Availability(TypedDict, closed=True):
    """
    Whether a request with a key of each mode can execute on this server; one that cannot fails with adapter_error, nothing debited
    """

    test: Test
    live: Live


class Example(TypedDict, closed=True):
    payload: dict[str, Any]
    description: NotRequired[str]


class SandboxFailure(TypedDict, closed=True):
    description: str
    payload: dict[str, Any]


CatalogOperation = TypedDict(
    "CatalogOperation",
    {
        "operation": str,
        "service": str,
        "name": str,
        "description": str,
        "payload_schema": dict[str, Any],
        "result_schema": dict[str, Any],
        "pricing": Pricing,
        "async": bool,
        "requires_connected_app": str | None,
        "live_settings": list[str],
        "availability": Availability,
        "examples": list[Example],
        "sandbox_failures": list[SandboxFailure],
    },
    closed=True,
)


class User(TypedDict, closed=True):
    id: str
    email: str
    name: str | None
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Organization(TypedDict, closed=True):
    id: str
    name: str
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Capabilities(TypedDict, closed=True):
    """
    What the person may do in this organization, computed by the server from their role and permissions with the rules it enforces: a client shows or hides an action by these, and never keeps a table of roles of its own
    """

    manage_agents: bool
    """
    Create, change and publish agents and their bindings
    """
    manage_agent_memories: bool
    """
    Change and delete an agent's memories
    """
    cancel_delegated_tasks: bool
    """
    Cancel an agent's delegated tasks
    """
    decide_skill_proposals: bool
    """
    Accept or reject an agent's skill proposals
    """
    answer_agent_requests: bool
    """
    Answer agents' requests in the inbox
    """
    decide_approvals: bool
    """
    See and decide the approvals queue, chat calls paused on approval among them
    """
    top_up: bool
    """
    Add to the organization's balance
    """
    manage_members: bool
    """
    Change members' roles and permissions, and remove members
    """
    manage_invites: bool
    """
    Invite people and revoke invites
    """
    manage_workspaces: bool
    """
    Create workspaces
    """
    manage_teams: bool
    """
    Create teams and set their budgets and pools (a team's manager manages its people: its can_manage)
    """
    manage_connected_apps: bool
    """
    Install, refresh and remove connected apps
    """
    grant_workflows: bool
    """
    Grant agents the right to run workflows, and revoke it
    """
    grant_knowledge: bool
    """
    Grant agents the right to search knowledge collections, and revoke it
    """
    grant_devices: bool
    """
    Grant agents the right to command devices, and revoke it
    """
    manage_publishing: bool
    """
    The publish.manage permission: decide publish requests (never your own unless an owner: each request's can_decide), revoke publications, unpublish versions
    """


class PersonalToken(TypedDict, closed=True):
    id: str
    name: str
    workspace_id: str
    """
    The workspace (wsp_…) the token acts in: the minting session's. Only POST /api/v1/workspaces/switch called with this token moves it; a request can name another with the Proctor-Workspace header
    """
    enabled: bool
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    last_used_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class VoiceConfig(TypedDict, closed=True):
    rate: NotRequired[float]
    pitch: NotRequired[float]
    language: NotRequired[str]


class Agent(TypedDict, closed=True):
    id: str
    name: str
    description: str | None
    status: Literal["active", "paused", "disabled"]
    icon: str | None
    category: str | None
    personality: str | None
    systemPrompt: str | None
    voiceConfig: VoiceConfig | None
    defaultModelId: str | None
    monthly_budget_cents: int | None
    """
    The agent's own monthly cap; null: none
    """
    is_primary: bool
    """
    The built-in agent created with the organization; cannot be deleted
    """
    chat_owned: bool
    """
    Made by chat for its conversations: left out of GET /api/v1/agents, and cannot be deleted
    """
    workspace_id: str
    """
    The workspace the agent belongs to; its wallet pays the agent's dispatches
    """
    team_id: str | None
    """
    The team whose budget the agent's dispatches also draw on; null: none
    """
    owner_user_id: str | None
    """
    The person who owns the agent; a worker's allocation is drawn on when they are a worker of its team
    """
    parent_agent_id: str | None
    """
    The agent that spawned this one (POST /api/v1/agents/spawn); null for the organization's own
    """
    depth: int
    """
    0 for the organization's agents, one more per spawn (at most 3)
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """


class StoppedBy(TypedDict, closed=True):
    """
    The first agent up the spawn chain, parent first, that is not active: its descendants are refused agent_disabled too. Null: none stops this one
    """

    agent_id: str
    """
    The agent this one was spawned from (directly or further up) that stops it
    """
    status: Literal["paused", "disabled", "deleted"]


class Wallet(TypedDict, closed=True):
    """
    The agent's workspace's wallet: live requests hold from it, test requests are checked against it
    """

    balance_cents: int
    held_cents: int
    """
    Held by live requests in flight
    """
    available_cents: int
    """
    balance_cents - held_cents: the worst case a request may cost, in both modes
    """


class MonthAllowance(TypedDict, closed=True):
    period: str
    """
    The UTC month, YYYY-MM
    """
    spent_cents: int | None
    """
    Cents counted against the limit in this period: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold. Null when the limit is not set: nothing is counted then
    """
    remaining_cents: int | None
    """
    What the next requests may still hold this month; null: no monthly limit. For a binding of a spawned agent, the least of what its own limit and each ancestor's binding's for the operation leave
    """


class InstalledItem(TypedDict, closed=True):
    provider: Literal[
        "slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"
    ]
    status: Literal["active", "needs_reauth", "revoked"]


class ConnectedApp(TypedDict, closed=True):
    """
    The organization's own app the operation acts through in live mode; null: it needs none
    """

    family: Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    ready: bool
    """
    Requests of this key's mode can run: always in test mode; in live mode when the workspace has an active app of the family
    """
    installed: list[InstalledItem]
    """
    The workspace's apps of the family, whatever their state
    """
    detail: str | None
    """
    What a person must install when not ready (requires_connected_app)
    """


class DayAllowance(TypedDict, closed=True):
    period: str
    """
    The UTC day, YYYY-MM-DD
    """
    requests: int | None
    """
    Requests counted against the limit in this period: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold. Null when the limit is not set: nothing is counted then; one that did not execute is not counted
    """
    remaining_requests: int | None
    """
    Requests still allowed today; null: no daily limit. For a spawned agent, the least of what its own daily_limit and each ancestor's binding's for the operation leave
    """


class SpendAllowance(TypedDict, closed=True):
    period: str
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM), or total
    """
    limit_cents: int | None
    """
    The limit in this period; null: none
    """
    spent_cents: int
    """
    Cents counted in this period, whether or not a limit is set: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold
    """
    remaining_cents: int | None
    """
    What the next requests may still hold; null: no limit
    """


class ServiceBinding(TypedDict, closed=True):
    id: str
    agent_id: str
    operation: str
    """
    "<service>.<operation>"
    """
    service: str
    monthly_budget_cents: int | None
    """
    Monthly cap for this operation; null: none
    """
    daily_limit: int | None
    """
    Requests per day; null: none
    """
    approval_threshold_cents: int | None
    """
    A cost above this needs approval; null: never
    """
    enabled: bool
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Limits(TypedDict, closed=True):
    """
    The binding's limits
    """

    daily_limit: int | None
    """
    Requests per day; null: none
    """
    monthly_budget_cents: int | None
    """
    Monthly cap for this operation; null: none
    """
    approval_threshold_cents: int | None
    """
    A cost above this needs approval; null: never
    """


class Workflow(TypedDict, closed=True):
    """
    The workflow of a `workflow` skill; null for a `service` skill
    """

    id: str
    name: str
    description: str | None


class AgentSkill(TypedDict, closed=True):
    type: Literal["service", "workflow"]
    """
    service: an operation the agent may dispatch (an enabled binding); workflow: a workflow granted to the agent, run by dispatching workflow.run with its id (the catalog fields and limits are those of workflow.run)
    """
    operation: str
    """
    "<service>.<operation>", the value of `operation` on dispatch
    """
    name: str
    description: str
    payload_schema: dict[str, Any]
    """
    JSON Schema of `payload`
    """
    result_schema: dict[str, Any]
    """
    JSON Schema of `result`
    """
    pricing: Pricing
    limits: Limits
    """
    The binding's limits
    """
    workflow: Workflow | None
    """
    The workflow of a `workflow` skill; null for a `service` skill
    """


class SpawnedAgent(TypedDict, closed=True):
    agent: Agent
    api_key: str
    """
    The child's key of the caller's mode (a test key spawns with the child's test key), shown once
    """


class Actor(TypedDict, closed=True):
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """

    type: Literal["user", "agent", "device", "system"]
    id: str | None


class Target(TypedDict, closed=True):
    type: str
    id: str | None


class ActivityItem(TypedDict, closed=True):
    """
    An entry of the audit trail, with the kind of activity it records
    """

    id: str
    seq: int
    """
    Position in the organization’s chain, from 1, without gaps
    """
    occurred_at: str
    """
    ISO 8601 timestamp, UTC
    """
    actor: Actor
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """
    action: str
    """
    <resource>.<verb>, e.g. agent.created, personal_token.disabled; a dispatch outcome is service_request.<status>, with reason_code, cost_cents and mode
    """
    target: Target | None
    agent_id: str | None
    outcome: str
    reason_code: str | None
    cost_cents: int | None
    mode: Literal["live", "test"] | None
    request_id: str | None
    """
    X-Request-Id of the request that caused it
    """
    details: dict[str, Any] | None
    """
    What changed (field names, limits, the key mode rotated), never a key, token or password
    """
    prev_hash: str
    """
    The hash of the entry before it in the chain; 64 zeros for the first
    """
    hash: str
    """
    SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry without the hashes), hex
    """
    type: Literal["service_call", "delegation", "memory", "audit"]
    """
    service_call: a dispatch and its outcome; delegation: a task delegated, started, finished or cancelled; memory: a memory written; audit: any other change
    """


class PublishRequest(TypedDict, closed=True):
    id: str
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: str
    """
    The workflow’s or the agent’s name
    """
    workflow_id: str | None
    version_id: str | None
    version_number: int | None
    agent_id: str | None
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    status: Literal["pending", "approved", "rejected"]
    requested_by: str
    """
    The user id of who asked
    """
    notes: str | None
    """
    The decider’s notes
    """
    decided_by: str | None
    decided_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    publication_id: str | None
    """
    The publication an approval made
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_decide: bool
    """
    Whether you may approve or reject it now: it is pending, you hold publish.manage, and it is not your own request unless you are an owner
    """


class Conversation(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent the conversation belongs to
    """
    title: str
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    When the last message was posted (created_at until then)
    """


class ConversationMessage(TypedDict, closed=True):
    id: str
    conversation_id: str
    role: Literal["user", "assistant", "system", "tool"]
    """
    user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
    """
    content: str
    author_id: str | None
    """
    Who posted it: the agent (agt_…) with its key, or a person (usr_…)
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class DelegatedTask(TypedDict, closed=True):
    id: str
    parent_agent_id: str
    """
    The agent that delegated the task
    """
    child_agent_id: str
    """
    The spawned agent doing it
    """
    mode: Literal["live", "test"]
    """
    The mode of the key that delegated it: the child dispatches for it with its key of this mode
    """
    title: str
    input: dict[str, Any] | None
    budget_cents: int
    """
    The hard cap of what dispatches for the task may hold and spend
    """
    spent_cents: int
    """
    What dispatches for the task have spent, or hold while in flight
    """
    operations: list[str]
    """
    The only operations a dispatch for the task may use
    """
    status: Literal["accepted", "in_progress", "completed", "failed", "cancelled"]
    result: Any
    """
    What the child reported when it completed or failed (any JSON); null until then
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: str | None
    """
    When it was completed, failed or cancelled
    """


class Memory(TypedDict, closed=True):
    id: str
    agent_id: str
    content: str
    kind: str
    """
    What sort of memory it is, e.g. note, fact, preference (note when not given)
    """
    tags: list[str]
    links: list[str]
    """
    Ids of other memories of the agent this one points to: the edges of the graph
    """
    accessCount: int
    """
    How many times a list or search has returned it, this read included (the spec’s name)
    """
    access_count: int
    """
    Deprecated: the same as accessCount, kept for clients written before it; to be removed in a later minor version
    """
    last_accessed_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    relevanceScore: NotRequired[float]
    """
    A search's only: the cosine similarity of the memory to the query, -1 to 1, higher is nearer (the spec's name)
    """
    relevance_score: NotRequired[float]
    """
    Deprecated: the same as relevanceScore, kept for clients written before it; to be removed in a later minor version
    """


class Edge(TypedDict, closed=True):
    """
    source links to target
    """

    source: str
    target: str


class MemoryGraph(TypedDict, closed=True):
    nodes: list[Memory]
    edges: list[Edge]
    truncated: bool
    """
    More memories than the 500 newest shown
    """


class LevelHeadroom(TypedDict, closed=True):
    level: Literal[
        "binding_day",
        "binding_month",
        "agent",
        "team_day",
        "team_month",
        "team_total",
        "worker",
        "task",
        "wallet",
    ]
    """
    The budget level (docs/reference/budget-levels.md)
    """
    scope: Literal["binding", "agent", "team", "worker", "task", "wallet"]
    unit: Literal["requests", "cents"]
    period: str | None
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total it counts in; null for the wallet, and for a level the agent does not have
    """
    limit: int | None
    """
    The limit, in its unit; the wallet's: its balance. Null: not set
    """
    used: int | None
    """
    What is counted against it in the period (executed requests and the holds of those in flight); the wallet's: what is held. Null when the limit is not set
    """
    remaining: int | None
    """
    What the next requests may still take of it; null: nothing limits there. A spawned agent's binding levels are also bounded by each ancestor's binding for the operation
    """


class McpProtocolError(TypedDict, closed=True):
    code: int
    message: str
    data: NotRequired[Any]


class WorkflowStep1(TypedDict, closed=True):
    """
    The approval step it is about (kind workflow_step), else null: approving completes the step, rejecting or letting it expire fails it
    """

    workflow_id: str
    run_id: str
    step_label: str
    title: str
    description: str | None


class AuditEntry(TypedDict, closed=True):
    """
    One change, written in the same transaction as the change itself: an entry exists if and only if the change happened. The database refuses to update (but for sealing a pending entry into the chain), delete or truncate entries.
    """

    id: str
    seq: int
    """
    Position in the organization’s chain, from 1, without gaps
    """
    occurred_at: str
    """
    ISO 8601 timestamp, UTC
    """
    actor: Actor
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """
    action: str
    """
    <resource>.<verb>, e.g. agent.created, personal_token.disabled; a dispatch outcome is service_request.<status>, with reason_code, cost_cents and mode
    """
    target: Target | None
    agent_id: str | None
    outcome: str
    reason_code: str | None
    cost_cents: int | None
    mode: Literal["live", "test"] | None
    request_id: str | None
    """
    X-Request-Id of the request that caused it
    """
    details: dict[str, Any] | None
    """
    What changed (field names, limits, the key mode rotated), never a key, token or password
    """
    prev_hash: str
    """
    The hash of the entry before it in the chain; 64 zeros for the first
    """
    hash: str
    """
    SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry without the hashes), hex
    """


class AuditVerification(TypedDict, closed=True):
    valid: bool
    entries: int
    """
    Entries verified before the first invalid one (all when valid)
    """
    head_hash: str
    """
    Hash of the last verified entry
    """
    first_invalid_seq: int | None


class Datum(TypedDict, closed=True):
    key: str
    """
    The operation, agent id, UTC day, team id or worker's user id; "none" for agents with no team or owner
    """
    then_key: NotRequired[str]
    """
    With then_by: the row's key in the second grouping, "none" as key is
    """
    mode: Literal["live", "test"]
    requests: int
    executed: int
    cost_cents: int


Usage = TypedDict(
    "Usage",
    {
        "from": str,
        "to": str,
        "group_by": Literal["operation", "agent", "day", "team", "worker"],
        "data": list[Datum],
    },
    closed=True,
)


class Datum1(TypedDict, closed=True):
    level: Literal[
        "binding_day",
        "binding_month",
        "agent",
        "team_day",
        "team_month",
        "team_total",
        "worker",
    ]
    """
    The budget level (docs/reference/budget-levels.md)
    """
    unit: Literal["requests", "cents"]
    agent_id: str | None
    """
    The agent whose binding or cap it is; null for a team's or a worker's
    """
    operation: str | None
    """
    The binding's operation; null unless a binding's
    """
    team_id: str | None
    """
    The team whose budget, or in which the worker's allocation, it is
    """
    user_id: str | None
    """
    The worker whose allocation it is
    """
    period: str
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total, that the limit counts in
    """
    limit: int
    """
    The limit, in its unit
    """
    used: int
    """
    Counted against it in the period: executed requests at their cost (test mode: at their live worst case), plus what requests in flight hold
    """
    remaining: int
    """
    What the next requests may still hold; for a spawned agent's binding, also bounded by its ancestors'
    """
    resets_at: str | None
    """
    When the period ends and the limit counts afresh (UTC); null when it never resets
    """


class BudgetOverview(TypedDict, closed=True):
    mode: Literal["live", "test"]
    data: list[Datum1]


class PaymentEventReceipt(TypedDict, closed=True):
    received: Literal[True]
    duplicate: bool
    """
    true when this event, or another completing the same checkout, was already applied: nothing changed
    """


class SlackEventReceipt(TypedDict, closed=True):
    ok: Literal[True]
    challenge: NotRequired[str]
    """
    url_verification: the challenge Slack sent, answered as it came
    """


class VoiceStatusReceipt(TypedDict, closed=True):
    received: Literal[True]
    status: str
    """
    The request's status now: running while the call is under way, then executed or failed (as it was, for a repeated callback)
    """


class TeamBudget(TypedDict, closed=True):
    team_id: str
    pool_cents: int
    """
    Spending rights moved into the team from its workspace, in total
    """
    allocated_cents: int
    """
    The part of the pool allocated to workers; never above pool_cents
    """
    daily_limit_cents: int | None
    """
    The team's spend per UTC day; null: no limit
    """
    monthly_limit_cents: int | None
    """
    The team's spend per UTC month; null: no limit
    """
    hard_cap_cents: int | None
    """
    The team's spend in total; null: no cap
    """
    total_limit_cents: int
    """
    What the team may spend in total, which spent_total_cents counts against: its pool, or its hard cap when that is lower (team_budget_exceeded)
    """
    spent_today_cents: int
    """
    Live spend this UTC day, holds of requests in flight included
    """
    spent_month_cents: int
    """
    Live spend this UTC month, holds of requests in flight included
    """
    spent_total_cents: int
    """
    Live spend in total, drawn against the pool and the hard cap
    """


class CheckoutSession(TypedDict, closed=True):
    id: str
    """
    Checkout session id (chk_…)
    """
    url: str
    """
    Where the payer goes: Stripe's hosted checkout, or this server's sandbox page
    """
    status: Literal["open", "complete", "expired"]
    """
    complete once the payment webhook credited the balance
    """
    amount_cents: int
    currency: Literal["usd"]
    provider: Literal["stripe", "sandbox"]
    workspace_id: str
    """
    The workspace whose wallet the payment credits
    """
    success_url: str | None
    cancel_url: str | None
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class PromoRedemption(TypedDict, closed=True):
    code: str
    amount_cents: int
    """
    What the code added
    """
    balance_cents: int
    """
    The active workspace's balance after it
    """


class PromoCode(TypedDict, closed=True):
    id: str
    """
    Promo code id (promo_…)
    """
    code: str
    """
    Uppercased; redeemed in any case
    """
    amount_cents: int
    max_redemptions: int | None
    """
    How many organizations may redeem it; null: no limit
    """
    redemption_count: int
    expires_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    deleted_at: str | None
    """
    Set once deleted: it redeems no more, and its code stays taken
    """


class Member(TypedDict, closed=True):
    user_id: str
    email: str
    name: str | None
    role: Literal["owner", "admin", "member"]
    permissions: list[Literal["publish.manage"]]
    """
    Granted beyond the role; an owner holds every permission whatever is listed
    """
    held_permissions: list[Literal["publish.manage"]]
    """
    Every permission the member holds, as the server checks it: those granted and, for an owner, all of them
    """
    joined_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Invite(TypedDict, closed=True):
    id: str
    email: str
    role: Literal["owner", "admin", "member"]
    team_id: str | None
    """
    The team the person joins as a worker on accepting, or null
    """
    invited_by: str
    """
    The user (usr_…) who made the invite
    """
    expires_at: str
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Workspace(TypedDict, closed=True):
    id: str
    name: str
    is_default: bool
    """
    The organization's first workspace, made at signup with the trial balance
    """
    is_active: bool
    """
    The workspace the caller acts in: their lists, new agents and balance follow it
    """
    balance_cents: int
    """
    The workspace wallet's settled balance
    """
    held_cents: int
    """
    What open requests hold of the balance; available = balance_cents - held_cents
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Team1(TypedDict, closed=True):
    id: str
    workspace_id: str
    name: str
    member_count: int
    is_active: bool
    """
    Whether this is the caller's active team (POST /api/v1/teams/switch)
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_manage: bool
    """
    Whether you manage it (add and change its people, allocate to its workers, decide its budget requests): you are its manager, or an org admin or owner
    """
    can_request_budget: bool
    """
    Whether you may ask its managers for budget (POST /api/v1/budget-requests): you are one of its workers, since allocations go to workers. Its managers allocate instead; anyone outside the team, an org admin too, cannot ask
    """


class TeamWarning(TypedDict, closed=True):
    code: Literal["team_limit_exceeded"]
    """
    team_limit_exceeded: the workspace has more than the free plan's 3 teams
    """
    message: str


class TeamMember(TypedDict, closed=True):
    membership_id: str
    """
    The team membership (tmm_…): the {membershipId} of PATCH /api/v1/teams/{id}/members/{membershipId}
    """
    user_id: str
    email: str
    name: str | None
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """
    allocation_cents: int
    """
    Spending rights allocated to this person from the team pool
    """
    spent_cents: int
    """
    What live dispatches of their agents in this team have spent, in total
    """
    remaining_cents: int
    """
    allocation_cents - spent_cents, never below 0
    """
    joined_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_allocate: bool
    """
    Whether you may allocate to this person from the team pool (POST /api/v1/teams/{id}/workers/{userId}/budget/allocate): you manage the team (its manager, or an org admin or owner) and they are one of its workers. Allocations go to workers: a manager gets none
    """


class WorkerAllocation(TypedDict, closed=True):
    team_id: str
    user_id: str
    allocation_cents: int
    """
    The worker's allocation from the team pool, in total
    """
    spent_cents: int
    """
    Live spend of the worker in the team, holds of requests in flight included
    """
    remaining_cents: int
    """
    allocation_cents - spent_cents, never below 0
    """


class BudgetRequest(TypedDict, closed=True):
    id: str
    team_id: str
    user_id: str
    """
    Who asked: the allocation goes to them when approved
    """
    amount_cents: int
    reason: str
    status: Literal["pending", "approved", "rejected"]
    notes: str | None
    """
    The decider's notes
    """
    decided_by: str | None
    """
    The user id of who approved or rejected it
    """
    decided_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_decide: bool
    """
    Whether you may approve or reject it now: it is pending, you are its team's manager or an org admin or owner, and it is not your own request
    """


class AgentRequest(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent that asked
    """
    kind: Literal["question", "decision", "help", "notice"]
    """
    question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
    """
    title: str
    body: str
    options: list[str] | None
    """
    A decision's choices; null for the other kinds
    """
    status: Literal["open", "resolved", "dismissed"]
    response: str | None
    """
    The person's answer: for a resolved decision, the option chosen
    """
    resolved_by: str | None
    """
    The user id of who resolved or dismissed it
    """
    resolved_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Workflow1(TypedDict, closed=True):
    id: str
    name: str
    description: str | None
    visibility: Literal["private", "team", "org"]
    """
    private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
    """
    team_id: str | None
    """
    The team it is shared with (visibility team)
    """
    created_by: str
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change it, add versions and ask for them to be published: its creator, admins and owners
    """


class WorkflowGrant(TypedDict, closed=True):
    workflow_id: str
    agent_id: str
    agent_name: str
    granted_by: str
    """
    The user id of who granted it
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class WorkflowStepRun(TypedDict, closed=True):
    label: str
    type: str
    attempt: int
    status: Literal[
        "pending", "running", "waiting", "completed", "failed", "skipped", "cancelled"
    ]
    """
    waiting: a timer, an approval or a provider job; skipped: no edge into it was followed (a condition chose the other branch)
    """
    input: Any
    """
    Its input with the templates resolved, once it ran (any JSON); null before
    """
    output: Any
    """
    What it produced (any JSON), or what it has done so far while waiting; null before
    """
    error: str | None
    cost_cents: int
    service_request_id: str | None
    """
    The dispatch it made (service_call, webhook)
    """
    wake_at: str | None
    """
    While waiting: when the engine looks at it next (a delay's end; for a step woken by the change it waits on, a later backstop); null otherwise
    """
    started_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    finished_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class Publication(TypedDict, closed=True):
    id: str
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: str
    """
    The workflow’s or the agent’s name
    """
    workflow_id: str | None
    version_id: str | None
    version_number: int | None
    agent_id: str | None
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    status: Literal["live", "revoked"]
    """
    live: listed in the marketplace (a workflow version: the one runs use); revoked: no longer
    """
    published_by: str
    """
    The user id of who approved it (or the owner who asked)
    """
    published_at: str
    """
    ISO 8601 timestamp, UTC
    """
    revoked_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    revoked_by: str | None
    revoke_reason: str | None


class MarketplaceListing(TypedDict, closed=True):
    id: str
    """
    The publication (pub_…)
    """
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: str
    """
    The workflow’s or the agent’s name
    """
    workflow_id: str | None
    version_id: str | None
    version_number: int | None
    agent_id: str | None
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    description: str | None
    published_at: str
    """
    ISO 8601 timestamp, UTC
    """


class ConnectedApp1(TypedDict, closed=True):
    id: str
    provider: Literal[
        "slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"
    ]
    """
    The provider, as the path names it
    """
    family: Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    """
    What the app does: team_chat (chat.send, chat.read_messages), email (email.read, email.reply, email.draft), crm (crm.search_contacts, crm.create_contact, crm.update_deal, crm.log_activity), ticketing (ticket.create, ticket.update, ticket.get, ticket.comment), calendar (calendar.list_events, calendar.create_event), payments (payments.create_payment_link, payments.refund). An app is listed under one family; a Nylas app, listed as email, serves calendar too
    """
    account_id: str
    """
    The provider's id of the account: Slack team, Nylas grant, HubSpot hub, Salesforce org, Zendesk subdomain, Jira cloud id
    """
    account_label: str
    """
    How people know the account: a workspace name, a mailbox, a site
    """
    scopes: list[str]
    status: Literal["active", "needs_reauth", "revoked"]
    """
    active: operations act through it; needs_reauth: the provider refused to refresh its token, or revoked it: install it again
    """
    sandbox: bool
    """
    Installed through this server's sandbox provider: its live calls answer as test mode does, at the live price
    """
    workspace_id: str
    installed_by: str
    """
    The person (usr_…) who installed it
    """
    installed_by_email: str | None
    installed_at: str
    """
    ISO 8601 timestamp, UTC
    """
    refreshed_at: str | None
    """
    When its token was last refreshed; null when never
    """
    token_expires_at: str | None
    """
    When its access token expires (it is refreshed 10 minutes before); null when it does not
    """
    last_error: str | None
    """
    Why the last refresh failed, when it did
    """
    chat_agent_id: str | None
    """
    Slack: the agent (of the app's workspace) that answers messages to the app in Slack, in the thread (docs/chat.md, Slack); null: messages are not answered. Set with PATCH /api/v1/connected-apps/{id}
    """


class ConnectedAppProvider(TypedDict, closed=True):
    provider: Literal[
        "slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"
    ]
    """
    The provider, as the path names it
    """
    name: str
    family: Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    """
    What the app does: team_chat (chat.send, chat.read_messages), email (email.read, email.reply, email.draft), crm (crm.search_contacts, crm.create_contact, crm.update_deal, crm.log_activity), ticketing (ticket.create, ticket.update, ticket.get, ticket.comment), calendar (calendar.list_events, calendar.create_event), payments (payments.create_payment_link, payments.refund). An app is listed under one family; a Nylas app, listed as email, serves calendar too
    """
    serves: list[
        Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    ]
    """
    Every family its app serves, whose operations act through it: its own family, and for Nylas calendar too
    """
    availability: Literal["configured", "sandbox", "not_configured"]
    """
    configured: installs go to the provider with the server's OAuth client; sandbox: to this server's sandbox provider (no client configured, PROCTOR_SANDBOX_APPS on); not_configured: installs answer 501
    """
    installed: bool
    """
    This workspace has an app of this provider
    """


class ScheduledTask(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent each fire dispatches as
    """
    name: str
    operation: str
    payload: dict[str, Any]
    schedule_type: Literal["recurring"]
    cron_expr: str
    timezone: str
    mode: Literal["live", "test"]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow)
    """
    status: Literal["active", "paused"]
    """
    paused: fires nothing; the times passed while paused are not fired later
    """
    next_run_at: str | None
    """
    The next time it fires; null while paused
    """
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """


class ServiceRequest1(TypedDict, closed=True):
    """
    The request the fire made, as it stands now (an approval decided since, a provider job finished)
    """

    id: str
    status: Literal["executed", "blocked", "approval_required", "failed", "running"]
    reason_code: str | None
    cost_cents: int


class EventFire(TypedDict, closed=True):
    id: str
    source_id: str
    """
    The scheduled task (sch_…) or trigger (trg_…) that fired
    """
    scheduled_for: str | None
    """
    The cron time it fires for; null for a webhook fire or a test run
    """
    fired_at: str | None
    """
    When it was dispatched or skipped; null while pending
    """
    status: Literal["pending", "fired", "skipped"]
    """
    pending: being dispatched; fired: dispatched, `service_request` says what came of it; skipped: not dispatched, `reason` says why
    """
    reason: str | None
    """
    Why it was skipped: `missed`: The server was not running at that time; only the latest time missed is fired when it runs again; `agent_paused`: The agent was paused: its sources fire nothing until it is active again; `agent_disabled`: The agent was disabled: its sources fire nothing; `agent_deleted`: The agent was deleted; `source_paused`: The task or trigger was paused before the fire was dispatched; `source_deleted`: The task or trigger was deleted before the fire was dispatched; `invalid_request`: The dispatch was refused before a request existed (the payload no longer parses, the operation left the catalog)
    """
    detail: str | None
    service_request: ServiceRequest1 | None
    """
    The request the fire made, as it stands now (an approval decided since, a provider job finished)
    """
    workflow_run_id: str | None
    """
    The run a workflow.run fire started
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class KnowledgeCollection(TypedDict, closed=True):
    id: str
    name: str
    description: str | None
    workspace_id: str
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    embedder: Literal["local", "provider"]
    """
    local: the server's local model embeds its passages and queries, free; provider: embeddings.create, dispatched as `agent_id`, priced and governed
    """
    agent_id: str | None
    """
    A provider collection's agent, whose binding of embeddings.create, budgets and approval threshold govern its embeddings; null for a local one
    """
    embedding_model: str | None
    """
    A provider collection's model, kept for good (vectors of different models are never compared); null for a local one
    """
    can_delete: bool
    """
    Whether you may delete it: its creator, admins and owners. Granting it to agents is for admins and owners (the session's `capabilities.grant_knowledge`); any member adds documents and searches it
    """


class KnowledgeDocument(TypedDict, closed=True):
    id: str
    collection_id: str
    title: str
    content_type: str
    """
    The media type it was sent as
    """
    chars: int
    """
    The length of its extracted text, which chunk offsets index
    """
    chunks: int
    """
    How many passages it was cut into
    """
    status: Literal["pending", "processing", "ready", "failed"]
    """
    ready: searchable; failed: see error
    """
    error: str | None
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class KnowledgeHit(TypedDict, closed=True):
    chunk_id: str
    document_id: str
    document_title: str
    text: str
    """
    The passage
    """
    start_offset: int
    """
    Where the passage starts in its document's extracted text
    """
    end_offset: int
    """
    Where it ends (exclusive)
    """
    score: float
    """
    Cosine similarity to the query, -1 to 1; higher is nearer
    """


class KnowledgeGrant(TypedDict, closed=True):
    collection_id: str
    agent_id: str
    agent_name: str
    granted_by: str
    """
    The user id of who granted it
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class StorageObject(TypedDict, closed=True):
    id: str
    key: str
    """
    Its name in the workspace, as given; never a path on the server
    """
    content_type: str
    """
    The media type it is downloaded with
    """
    size: int
    """
    Its size in bytes, as declared and, once available, as uploaded
    """
    sha256: str | None
    """
    The SHA-256 declared at creation (checked on upload), or computed on upload; null while pending without one
    """
    status: Literal["pending", "available", "deleted", "purged"]
    """
    pending: its bytes have not arrived whole at upload_url; available: downloadable; deleted: restorable until restorable_until; purged: deleted more than 7 days ago, its bytes gone
    """
    workspace_id: str
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    uploaded_at: str | None
    """
    When its bytes arrived; null while pending
    """
    deleted_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    restorable_until: str | None
    """
    For a deleted object, the end of its 7 days of restore; null otherwise
    """


class CreatedStorageObject(TypedDict, closed=True):
    object: StorageObject
    upload_url: str
    """
    PUT the bytes here, with no other credential, before upload_expires_at
    """
    upload_expires_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Trigger(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent each fire dispatches as
    """
    name: str
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: str
    payload: dict[str, Any]
    """
    The operation's payload; a webhook fire's JSON body is merged into it, the trigger's keys winning (docs/triggers.md)
    """
    mode: Literal["live", "test"]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow)
    """
    status: Literal["active", "paused"]
    """
    paused: fires nothing (a webhook fire is 409); the cron times passed while paused are not fired later
    """
    cron_expr: str | None
    """
    Five-field cron (kind cron); null for a webhook
    """
    timezone: str | None
    """
    The IANA zone cron_expr is read in (kind cron); null for a webhook
    """
    next_run_at: str | None
    """
    The next time a cron trigger fires; null while paused and for a webhook
    """
    fire_url: str | None
    """
    Where a webhook trigger is fired: POST a JSON object signed with its secret in X-Service-Signature (POST /api/v1/triggers/{id}/fire); null for a cron trigger
    """
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """


class CreatedTrigger(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent each fire dispatches as
    """
    name: str
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: str
    payload: dict[str, Any]
    """
    The operation's payload; a webhook fire's JSON body is merged into it, the trigger's keys winning (docs/triggers.md)
    """
    mode: Literal["live", "test"]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow)
    """
    status: Literal["active", "paused"]
    """
    paused: fires nothing (a webhook fire is 409); the cron times passed while paused are not fired later
    """
    cron_expr: str | None
    """
    Five-field cron (kind cron); null for a webhook
    """
    timezone: str | None
    """
    The IANA zone cron_expr is read in (kind cron); null for a webhook
    """
    next_run_at: str | None
    """
    The next time a cron trigger fires; null while paused and for a webhook
    """
    fire_url: str | None
    """
    Where a webhook trigger is fired: POST a JSON object signed with its secret in X-Service-Signature (POST /api/v1/triggers/{id}/fire); null for a cron trigger
    """
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """
    signing_secret: str
    """
    trigger_secret_…: the key of the HMAC-SHA256 that signs every fire. Shown this once, stored encrypted, never readable again; to rotate it, delete the trigger and create another
    """


class Device(TypedDict, closed=True):
    id: str
    name: str
    online: bool
    """
    true while its last heartbeat is younger than 90 seconds
    """
    last_heartbeat_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_by: str | None
    """
    The user id of the person who registered it
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class DeviceGrant(TypedDict, closed=True):
    device_id: str
    agent_id: str
    agent_name: str
    granted_by: str
    """
    The user id of who granted it
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class DeviceCommand(TypedDict, closed=True):
    id: str
    device_id: str
    command: str
    payload: dict[str, Any]
    status: Literal["pending", "done"]
    result: dict[str, Any] | None
    claimed_until: str | None
    """
    The end of its current lease (60 s from a claim); unacknowledged by then, it is handed out again
    """
    claims: int
    """
    How many times it was handed out
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    done_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class DeviceSession(TypedDict, closed=True):
    id: str
    device_id: str
    metadata: dict[str, Any]
    started_at: str
    """
    ISO 8601 timestamp, UTC
    """


class ChatSession(TypedDict, closed=True):
    id: str
    agent_id: str
    title: str
    mode: Literal["live", "test"]
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: str | None
    """
    The session's model; null: the agent's default model, else the sandbox model proctor/sandbox
    """
    force_approval: bool
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """
    status: Literal["open", "closed"]
    active_turn_id: str | None
    """
    The turn answering now, if any
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    closed_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class ChatToolCall(TypedDict, closed=True):
    id: str
    kind: Literal["governed", "local"]
    name: str
    """
    The operation (governed) or the client's tool name (local)
    """
    arguments: dict[str, Any] | str | None
    """
    The arguments the model gave: an object, or their text when it is not JSON
    """
    status: str
    """
    planned; approval_required (waiting for a person); executed, running, blocked or failed (its service request's outcome); pending (a local call waiting for the client's result); cancelled (its turn ended first)
    """
    service_request_id: str | None
    cost_cents: int


class ChatTurn(TypedDict, closed=True):
    id: str
    status: Literal["running", "paused", "completed", "failed", "cancelled"]
    model: str
    rounds: int
    """
    Model calls made
    """
    prompt_tokens: int
    completion_tokens: int
    cost_cents: int
    """
    Its model calls and tool calls, as their service requests were charged
    """
    detail: str | None
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    ended_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class Pricing2(TypedDict, closed=True):
    """
    null: listed without prices (a local server); text_generation.generate then charges PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS
    """

    prompt: str
    """
    USD per token, a decimal string as the server lists it (e.g. "0.00000015")
    """
    completion: str
    """
    USD per token, a decimal string as the server lists it (e.g. "0.00000015")
    """
    prompt_per_million: str | None
    """
    The same price for a million tokens (e.g. "0.15"); null when the listed price is not a fixed non-negative decimal (OpenRouter lists "-1" for its router models)
    """
    completion_per_million: str | None
    """
    The same price for a million tokens (e.g. "0.15"); null when the listed price is not a fixed non-negative decimal (OpenRouter lists "-1" for its router models)
    """


class Model(TypedDict, closed=True):
    id: str
    """
    The id text_generation.generate and chat take as `model`
    """
    name: str
    """
    Its display name; the id where the server lists none
    """
    context_length: int | None
    """
    Most tokens of prompt and reply together; null where the server does not say
    """
    pricing: Pricing2 | None
    """
    null: listed without prices (a local server); text_generation.generate then charges PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS
    """


class ModelFavorite(TypedDict, closed=True):
    model_id: str
    """
    The model, as GET /api/v1/models/openrouter lists it
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class Voice(TypedDict, closed=True):
    id: str
    """
    What POST /api/v1/tts takes as `voice`
    """
    name: str
    language: str
    """
    BCP 47; `mul` for a live voice, which speaks the language of its text
    """
    provider: Literal["local", "live"]
    """
    `local`: eSpeak NG on this server, free; `live`: the speech provider, priced and governed (speech.synthesize)
    """
    gender: Literal["male", "female"] | None
    """
    When the synthesizer says
    """


class WorkflowStepOutput(TypedDict, closed=True):
    label: str
    """
    Unique in the version; templates name the step by it: ${steps.<label>.output}
    """
    type: Literal[
        "service_call",
        "delegation",
        "approval",
        "condition",
        "delay",
        "webhook",
        "memory_read",
        "memory_write",
        "agent_request",
        "run_workflow",
    ]
    input: dict[str, Any]
    """
    The step type's input; any string may hold templates
    """


class Detail(TypedDict, closed=True):
    path: str
    """
    Dotted path of the offending field; empty for the whole body
    """
    message: str
    code: NotRequired[str]


class StreamReconnect(TypedDict, closed=True):
    """
    The server closed the stream; connect again with Last-Event-ID
    """

    reason: Literal["max_duration", "idle", "shutdown"]


class ChatModelEvent(TypedDict, closed=True):
    """
    The model serving the next round of the turn
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    model: str
    round: int
    """
    Which model call of the turn this is, from 1
    """


class ChatStatusEvent(TypedDict, closed=True):
    """
    Progress, in words
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    message: str


class ChatThinkingEvent(TypedDict, closed=True):
    """
    A piece of the model's reasoning, when it shows it
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    text: str


class ChatMessageDeltaEvent(TypedDict, closed=True):
    """
    A piece of the assistant's text as it is written
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    text: str


class ChatToolPlannedEvent(TypedDict, closed=True):
    """
    The model asked for a tool call
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    tool_call_id: str
    """
    The tool call (ctc_…)
    """
    name: str
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    kind: Literal["governed", "local"]
    """
    governed: a catalog operation dispatched as the agent; local: a tool the client runs
    """
    arguments: dict[str, Any] | None
    """
    The arguments the model gave; null when they are not a JSON object
    """


class ChatToolExecutingEvent(TypedDict, closed=True):
    """
    A governed call is being dispatched through the pipeline
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    tool_call_id: str
    """
    The tool call (ctc_…)
    """
    name: str
    """
    The operation (a governed call) or the client's tool name (a local call)
    """


class ChatToolDoneEvent(TypedDict, closed=True):
    """
    A tool call finished
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    tool_call_id: str
    """
    The tool call (ctc_…)
    """
    name: str
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    status: Literal["executed", "running", "blocked", "failed"]
    """
    What the service request came to (running: an asynchronous operation still working)
    """
    reason_code: str | None
    detail: str | None
    """
    Why it was blocked or failed
    """
    cost_cents: int
    """
    What the call was charged
    """
    service_request_id: str | None
    """
    Its service request (sr_…); null for a local call or arguments that never made a request
    """
    artifact_id: str | None
    """
    The full result as an artifact (GET /api/v1/chat/artifacts/{id}), when too large to hand the model whole
    """


class ChatToolPendingEvent(TypedDict, closed=True):
    """
    A call waits for a person's approval: the turn pauses (done with status paused) until it is decided and resumed with continue_from
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    tool_call_id: str
    """
    The tool call (ctc_…)
    """
    name: str
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    approval_id: str
    """
    Decide it with POST /api/v1/chat/approvals/{id}
    """
    service_request_id: str
    cost_cents: int
    """
    The estimated cost a person approves
    """


class Call(TypedDict, closed=True):
    tool_call_id: str
    name: str
    arguments: dict[str, Any] | None


class ChatLocalToolsPendingEvent(TypedDict, closed=True):
    """
    Calls of the client's own tools: the turn pauses until their results come back
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    calls: list[Call]
    """
    The calls the client runs; it posts their results as tool_results with continue_from
    """


class ChatUsageEvent(TypedDict, closed=True):
    """
    Tokens and cost of the turn
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    prompt_tokens: int
    completion_tokens: int
    cost_cents: int
    """
    The turn so far: its model calls and tool calls
    """


class ChatMessageEvent(TypedDict, closed=True):
    """
    An assistant message, whole: one per model round
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    message_id: str
    """
    The assistant message (cmsg_…)
    """
    content: str
    tool_call_ids: list[str]
    """
    The tool calls this message made
    """


class ChatDoneEvent(TypedDict, closed=True):
    """
    The turn ended, or paused
    """

    turn_id: str
    """
    The turn (ctn_…)
    """
    status: Literal["completed", "paused", "failed", "cancelled"]
    detail: str | None
    """
    Why it failed, paused or was cancelled
    """
    continue_from: str | None
    """
    A paused turn: send this as continue_from (after deciding its approvals or running its local tools) to resume it
    """


class Limit(TypedDict, closed=True):
    """
    The budget limit it met; null when no budget refused it (a policy, an approval, a closed task, a provider failure)
    """

    level: Literal[
        "binding_day",
        "binding_month",
        "agent",
        "team_day",
        "team_month",
        "team_total",
        "worker",
        "task",
        "wallet",
    ]
    """
    The budget level that refused it (docs/reference/budget-levels.md)
    """
    scope: Literal["binding", "agent", "team", "worker", "task", "wallet"]
    unit: Literal["requests", "cents"]
    period: Literal["day", "month", "total", "none"]
    """
    The period the limit counts in: a UTC day, a UTC month, in total (never resets), or none (the wallet's balance)
    """
    agent_id: str | None
    """
    The agent whose binding or cap it is (an ancestor's, for a spawned agent); null for a team's, a worker's, a task's or the wallet's
    """
    value: int | None
    """
    The limit, in its unit; null for the wallet, whose balance is no set limit
    """
    amount: int
    """
    What this request would have added: its worst case in cents at the live price, or 1 request
    """
    used: int | None
    """
    What was used of the limit when it refused, in its unit (the wallet: what was available, its balance less what is held); null for a request refused before it was recorded
    """
    resets_at: str | None
    """
    When the period ends and the limit counts afresh (UTC); null when it never resets
    """


class Refusal(TypedDict, closed=True):
    """
    Why a request was not executed, typed: its reason, the advice, and the limit it met with when that limit counts afresh
    """

    reason_code: str
    advice: str
    """
    What the agent should do about it: the advice GET /api/v1/agent-docs gives for the reason
    """
    limit: Limit | None
    """
    The budget limit it met; null when no budget refused it (a policy, an approval, a closed task, a provider failure)
    """


class WebSearchSearchPayload(TypedDict, closed=True):
    """
    The payload of web_search.search: Searches the web and returns the top results, each with its title, URL and a matching snippet.
    """

    query: str
    """
    What to search the web for
    """
    count: NotRequired[int]
    """
    How many results to return, 1 to 20
    """


class Result(TypedDict, closed=True):
    title: str
    url: str
    """
    Absolute URL of the page
    """
    snippet: str
    """
    An excerpt of the page that matches the query
    """


class WebSearchSearchResult(TypedDict, closed=True):
    """
    The result of web_search.search when executed
    """

    results: list[Result]


class Messages(TypedDict, closed=True):
    role: Literal["system", "user"]
    content: str


class Function(TypedDict, closed=True):
    name: str
    arguments: str
    """
    The arguments as the model wrote them: JSON text, not always valid
    """


class ToolCall(TypedDict, closed=True):
    id: str
    type: Literal["function"]
    function: Function


class Messages1(TypedDict, closed=True):
    role: Literal["assistant"]
    content: str | None
    tool_calls: NotRequired[list[ToolCall]]


class Messages2(TypedDict, closed=True):
    role: Literal["tool"]
    tool_call_id: str
    content: str


class Function1(TypedDict, closed=True):
    name: str
    description: NotRequired[str]
    parameters: NotRequired[dict[str, Any]]
    """
    JSON Schema of the arguments
    """


class Tool(TypedDict, closed=True):
    type: Literal["function"]
    function: Function1


class TextGenerationGeneratePayload(TypedDict, closed=True):
    """
    The payload of text_generation.generate: Generates the next message of a conversation with a model chosen from the model aggregator, optionally offering it function tools to call. Test mode answers with a deterministic model: it repeats the last user message and, for each line of it of the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered, calls that tool; given the tools' results it names each outcome.
    """

    model: str
    """
    Model id as the chat completions server lists it: "<provider>/<model>" on OpenRouter, e.g. "llama3.2" on a local server
    """
    messages: list[Messages | Messages1 | Messages2]
    """
    The conversation so far, oldest first; `assistant` messages may carry the tool calls they made, and `tool` messages answer them by id
    """
    max_tokens: NotRequired[int]
    """
    Most tokens the reply may have
    """
    temperature: NotRequired[float]
    """
    Sampling temperature, 0 to 2
    """
    tools: NotRequired[list[Tool]]
    """
    Functions the model may call (OpenAI's function tools); its calls come back in `tool_calls`, for you to run and answer in `tool` messages
    """


class Function2(TypedDict, closed=True):
    name: str
    arguments: str
    """
    The arguments as the model wrote them: JSON text, not always valid
    """


class ToolCall1(TypedDict, closed=True):
    id: str
    type: Literal["function"]
    function: Function2


class Usage1(TypedDict, closed=True):
    prompt_tokens: int
    completion_tokens: int


class TextGenerationGenerateResult(TypedDict, closed=True):
    """
    The result of text_generation.generate when executed
    """

    content: str
    """
    The generated reply (empty when the model only called tools)
    """
    tool_calls: list[ToolCall1]
    """
    The tools the model asks to call, in order; empty when it called none
    """
    model: str
    """
    The model that answered
    """
    usage: Usage1
    finish_reason: str | None
    """
    Why the model stopped: "stop", "length" (max_tokens reached), "tool_calls", "content_filter", …, or "cancelled" (a streaming caller left: usage then counts what was sent and received); null when the provider does not say
    """


class EmailSendPayload(TypedDict, closed=True):
    """
    The payload of email.send: Sends a plain-text email.
    """

    to: str
    """
    Recipient address
    """
    subject: str
    body: str
    """
    Plain-text body
    """
    cc: NotRequired[list[str]]
    """
    Addresses to copy
    """


class EmailSendResult(TypedDict, closed=True):
    """
    The result of email.send when executed
    """

    message_id: str
    """
    Id of the message sent
    """
    accepted: Literal[True]
    """
    The mail provider accepted the message for delivery
    """


class EmailReadPayload(TypedDict, closed=True):
    """
    The payload of email.read: Lists the newest messages of a folder of the organization’s mailbox (its Nylas email app).
    """

    folder: NotRequired[str]
    """
    The folder: its name ("Inbox", "Projects"; any case), its role (inbox, sent, drafts, trash, junk, archive) or its provider id
    """
    limit: NotRequired[int]
    """
    Most messages to return, 1 to 50
    """
    unread_only: NotRequired[bool]


Message = TypedDict(
    "Message",
    {
        "id": str,
        "from": str,
        "subject": str,
        "snippet": str,
        "received_at": str,
    },
    closed=True,
)


class EmailReadResult(TypedDict, closed=True):
    """
    The result of email.read when executed
    """

    messages: list[Message]


class EmailReplyPayload(TypedDict, closed=True):
    """
    The payload of email.reply: Replies to a message of the organization’s mailbox (its Nylas email app), in its thread, to its sender (or its Reply-To).
    """

    message_id: str
    """
    Id of the message replied to, as email.read lists it
    """
    body: str
    """
    Plain-text body
    """


class EmailReplyResult(TypedDict, closed=True):
    """
    The result of email.reply when executed
    """

    message_id: str
    """
    Id of the message sent
    """
    accepted: Literal[True]
    """
    The mail provider accepted the message for delivery
    """


class AudioTranscribePayload(TypedDict, closed=True):
    """
    The payload of audio.transcribe: Transcribes a recording reachable at a URL into text. Long recordings may finish later (status running).
    """

    audio_url: str
    """
    Where the provider can download the recording
    """
    language: NotRequired[str]
    """
    Spoken language (BCP 47); detected when left out
    """


class AudioTranscribeResult(TypedDict, closed=True):
    """
    The result of audio.transcribe when executed
    """

    text: str
    language: str
    """
    BCP 47 tag of the language transcribed
    """
    duration_seconds: float


class ChatSendPayload(TypedDict, closed=True):
    """
    The payload of chat.send: Posts a message to a channel of the organization’s team chat (its Slack app), as the app’s bot.
    """

    channel: str
    """
    Channel name or id, e.g. "#ops" or "C0123ABCD"
    """
    text: str


class ChatSendResult(TypedDict, closed=True):
    """
    The result of chat.send when executed
    """

    channel: str
    """
    The channel’s id, as the chat provider names it
    """
    message_ts: str
    """
    The chat provider’s id of the posted message
    """


class TicketCreatePayload(TypedDict, closed=True):
    """
    The payload of ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket, or a Task in a Jira project (then `project` is required).
    """

    title: str
    description: NotRequired[str]
    priority: NotRequired[Literal["low", "normal", "high", "urgent"]]
    """
    The app’s default when left out; in Jira: Low, Medium, High, Highest
    """
    project: NotRequired[str]
    """
    The key of the Jira project to file the ticket in ("OPS"): required when the ticket goes to Jira; Zendesk ignores it
    """
    app: NotRequired[Literal["zendesk", "jira"]]
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketCreateResult(TypedDict, closed=True):
    """
    The result of ticket.create when executed
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    url: str
    """
    Where people see the ticket
    """
    status: Literal["open", "pending", "solved", "closed"]


class TicketUpdatePayload(TypedDict, closed=True):
    """
    The payload of ticket.update: Changes the status of a ticket of the organization’s ticketing app, comments on it, or both. In Jira the status moves through the workflow’s own transition to a status of its category: open is To Do, pending In Progress, solved and closed Done.
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    status: NotRequired[Literal["open", "pending", "solved", "closed"]]
    comment: NotRequired[str]
    """
    Added as an internal note, seen by the team and not sent to the requester
    """
    app: NotRequired[Literal["zendesk", "jira"]]
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketUpdateResult(TypedDict, closed=True):
    """
    The result of ticket.update when executed
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    status: Literal["open", "pending", "solved", "closed"]


class WebFetchUrlPayload(TypedDict, closed=True):
    """
    The payload of web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …) and returns its content as text, with the status code the page answered.
    """

    url: str


class WebFetchUrlResult(TypedDict, closed=True):
    """
    The result of web.fetch_url when executed
    """

    url: str
    """
    The URL fetched, after redirects
    """
    status_code: int
    content_type: str
    content: str


class DataCsvParsePayload(TypedDict, closed=True):
    """
    The payload of data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s column names unless header is false.
    """

    csv: str
    """
    The CSV text, at most 1,000,000 characters, 10,000 rows besides the header and 500 columns
    """
    delimiter: NotRequired[str]
    header: NotRequired[bool]
    """
    The first line names the columns
    """


class DataCsvParseResult(TypedDict, closed=True):
    """
    The result of data.csv_parse when executed
    """

    columns: list[str]
    """
    The names from the header line; empty when header is false
    """
    rows: list[dict[str, str]] | list[list[str]]
    """
    One object per line, keyed by column, with a header; one array of fields per line without
    """
    row_count: int


class NotificationWebhookPayload(TypedDict, closed=True):
    """
    The payload of notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and network errors.
    """

    url: str
    payload: dict[str, Any]
    """
    The JSON body sent
    """


class NotificationWebhookResult(TypedDict, closed=True):
    """
    The result of notification.webhook when executed
    """

    status_code: int
    """
    HTTP status the webhook answered with
    """
    delivered: Literal[True]


class WorkflowRunPayload(TypedDict, closed=True):
    """
    The payload of workflow.run: Starts a run of a workflow granted to the agent, as the agent and in its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest version when none is published, with a live key as with a test key (else blocked workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming allowDraft). Answers running (202); the request ends executed with the run’s output when the run completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run: sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode too. The request costs this operation’s own price; the run’s dispatches are service requests charged on their own, reported together in result.cost_cents and never added to the request’s cost_cents, which would count them twice in usage.
    """

    workflow_id: str
    """
    The workflow’s id (wf_…) or its name
    """
    input: NotRequired[dict[str, Any]]
    """
    The workflow’s input, read by its steps as ${input.…}
    """
    allow_draft: NotRequired[bool]
    """
    Run the newest version when none is published, with a live key as with a test key (the spec: a workflow-type task needs a published version unless a draft is allowed). Default false
    """
    allowDraft: NotRequired[bool]
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """
    version: NotRequired[Literal["published", "newest"]]
    """
    published: the published version (with allow_draft, the newest when none is); newest: the newest saved version whether published or not, as a scheduled task’s test run dispatches
    """


class WorkflowRunResult(TypedDict, closed=True):
    """
    The result of workflow.run when executed
    """

    run_id: str
    workflow_id: str
    version_id: str
    version_number: int
    output: dict[str, Any]
    """
    The outputs of the steps nothing follows, by label
    """
    cost_cents: int
    """
    What the run’s own dispatches cost together (each is its own service request, charged on its own)
    """


class EmbeddingsCreatePayload(TypedDict, closed=True):
    """
    The payload of embeddings.create: Turns texts into vectors for semantic search and clustering, with the embedding model the server configures.
    """

    input: list[str]
    """
    The texts to embed: 1 to 64, each 1 to 8,000 characters
    """
    dimensions: NotRequired[int]
    """
    Length of each vector, for models that can shorten theirs (OpenAI's text-embedding-3); the model's own length when left out
    """


class Datum2(TypedDict, closed=True):
    index: int
    embedding: list[float]


class Usage2(TypedDict, closed=True):
    prompt_tokens: int


class EmbeddingsCreateResult(TypedDict, closed=True):
    """
    The result of embeddings.create when executed
    """

    model: str
    """
    The model that embedded the texts: compare only vectors of one model
    """
    dimensions: int
    data: list[Datum2]
    """
    One vector per input, in input order; `index` is the input's position
    """
    usage: Usage2


class SpeechSynthesizePayload(TypedDict, closed=True):
    """
    The payload of speech.synthesize: Speaks a text in a voice of the live speech provider and answers the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and answers the WAV itself.
    """

    input: str
    """
    The text to speak, 1 to 1000 characters
    """
    voice: str
    """
    A voice of the provider (GET /api/v1/tts lists them, provider `live`)
    """
    speed: NotRequired[float]
    """
    Speaking speed, 0.25 to 4; 1 when left out
    """


class SpeechSynthesizeResult(TypedDict, closed=True):
    """
    The result of speech.synthesize when executed
    """

    audio_base64: str
    """
    The RIFF/WAVE file, base64; at most 4194304 bytes of audio
    """
    content_type: Literal["audio/wav"]
    duration_seconds: float
    characters: int
    """
    The characters of `input` that were priced
    """
    voice: str
    model: str


class KnowledgeQueryPayload(TypedDict, closed=True):
    """
    The payload of knowledge.query: The `k` passages of a knowledge collection nearest the query in meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same search, the same shape). Only a collection granted to the agent (POST /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or another organization’s ends blocked resource_not_granted, nothing debited. Reads the same collection with a test key as with a live one; a test key’s request is free.
    """

    collection_id: str
    """
    The collection’s id (kcol_…), granted to the agent
    """
    query: str
    """
    What to look for, in words: matched by meaning, not by keyword
    """
    k: NotRequired[int]
    """
    How many passages, 1 to 50; default 5
    """


class Datum3(TypedDict, closed=True):
    chunk_id: str
    document_id: str
    document_title: str
    text: str
    """
    The passage
    """
    start_offset: int
    """
    Where the passage starts in its document's extracted text
    """
    end_offset: int
    """
    Where it ends (exclusive)
    """
    score: float
    """
    Cosine similarity to the query, -1 to 1; higher is nearer
    """


class KnowledgeQueryResult(TypedDict, closed=True):
    """
    The result of knowledge.query when executed
    """

    data: list[Datum3]


class DeviceCommandPayload(TypedDict, closed=True):
    """
    The payload of device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands does for a person: `pending` until the device claims it with its own token. Only a live device granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the device revoked, or another organization’s ends blocked resource_not_granted, nothing debited. Audited as `device_command.queued` with the agent the actor. A test key checks the same and queues nothing: result.command is null.
    """

    device_id: str
    """
    The device’s id (dev_…), granted to the agent
    """
    command: str
    """
    What the device is to do; the device decides what it means
    """
    payload: NotRequired[dict[str, Any]]


class Command(TypedDict, closed=True):
    """
    The command queued, as GET /api/v1/devices/{id}/commands hands it to the device; null with a test key, which queues nothing (a device has no test mode)
    """

    id: str
    device_id: str
    command: str
    payload: dict[str, Any]
    status: Literal["pending", "done"]
    result: dict[str, Any] | None
    claimed_until: str | None
    """
    The end of its current lease (60 s from a claim); unacknowledged by then, it is handed out again
    """
    claims: int
    """
    How many times it was handed out
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    done_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class DeviceCommandResult(TypedDict, closed=True):
    """
    The result of device.command when executed
    """

    command: Command | None
    """
    The command queued, as GET /api/v1/devices/{id}/commands hands it to the device; null with a test key, which queues nothing (a device has no test mode)
    """


class TicketGetPayload(TypedDict, closed=True):
    """
    The payload of ticket.get: Reads a ticket of the organization’s ticketing app: its title, description (plain text), status, priority and dates. In Jira the status is its category’s (To Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low low, Medium normal, High high, Highest urgent; another name null).
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    app: NotRequired[Literal["zendesk", "jira"]]
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketGetResult(TypedDict, closed=True):
    """
    The result of ticket.get when executed
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    title: str
    description: str
    """
    Plain text; empty when the ticket has none
    """
    status: Literal["open", "pending", "solved", "closed"]
    priority: Literal["low", "normal", "high", "urgent"] | None
    """
    Null when the ticket has none, or one outside low, normal, high and urgent
    """
    url: str
    """
    Where people see the ticket
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """


class TicketCommentPayload(TypedDict, closed=True):
    """
    The payload of ticket.comment: Adds a comment to a ticket of the organization’s ticketing app. Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the customer sees it); otherwise an internal note for the team. The ticket’s status is left as it is: ticket.update changes it.
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    comment: str
    """
    Plain text
    """
    public: NotRequired[bool]
    """
    Whether the requester sees it; false (an internal note) when left out
    """
    app: NotRequired[Literal["zendesk", "jira"]]
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketCommentResult(TypedDict, closed=True):
    """
    The result of ticket.comment when executed
    """

    ticket_id: str
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    comment_id: str
    """
    The ticketing app’s id of the comment
    """
    public: bool


class EmailDraftPayload(TypedDict, closed=True):
    """
    The payload of email.draft: Saves a plain-text draft in the Drafts folder of the organization’s mailbox (its Nylas email app), for a person to review and send: nothing is sent. With reply_to_message_id it is a reply in that message’s thread.
    """

    to: str
    """
    Recipient address
    """
    subject: str
    body: str
    """
    Plain-text body
    """
    cc: NotRequired[list[str]]
    """
    Addresses to copy
    """
    reply_to_message_id: NotRequired[str]
    """
    Id of the message the draft answers, as email.read lists it
    """


class EmailDraftResult(TypedDict, closed=True):
    """
    The result of email.draft when executed
    """

    draft_id: str
    """
    The mailbox’s id of the draft
    """
    thread_id: str | None
    """
    The thread the draft is in, when the mailbox says
    """


class ChatReadMessagesPayload(TypedDict, closed=True):
    """
    The payload of chat.read_messages: Lists the newest messages of a channel of the organization’s team chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel. Replies in a thread are not listed; their parent says how many there are.
    """

    channel: str
    """
    The channel’s id ("C0123ABCD"), as chat.send answers it or Slack shows it in the channel’s details; Slack reads a channel by id only
    """
    limit: NotRequired[int]
    """
    Most messages to return, 1 to 100
    """
    oldest: NotRequired[str]
    """
    Only messages after this timestamp (a message’s ts)
    """
    latest: NotRequired[str]
    """
    Only messages before this timestamp (a message’s ts)
    """


class Message1(TypedDict, closed=True):
    ts: str
    """
    The message’s id and time (Unix seconds); pass as thread_ts to reply in its thread
    """
    user: str | None
    """
    The author’s Slack id: a person (U…) or a bot (B…)
    """
    text: str
    """
    The message’s text, in Slack’s markup
    """
    thread_ts: str | None
    """
    The thread the message begins or is in; null when none
    """
    reply_count: int
    """
    Replies in its thread
    """


class ChatReadMessagesResult(TypedDict, closed=True):
    """
    The result of chat.read_messages when executed
    """

    channel: str
    """
    The channel’s id
    """
    messages: list[Message1]
    has_more: bool
    """
    Older messages are left: read them with latest set to the oldest ts listed
    """


class CalendarListEventsPayload(TypedDict, closed=True):
    """
    The payload of calendar.list_events: Lists the events of a calendar of the organization’s account (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.
    """

    calendar_id: NotRequired[str]
    """
    The calendar: its id at the calendar provider, or "primary" (the default) for the account’s main calendar (not on iCloud)
    """
    start: str
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    end: str
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    limit: NotRequired[int]
    """
    Most events to return, 1 to 100
    """


class Participant(TypedDict, closed=True):
    email: str
    name: str | None
    status: Literal["yes", "no", "maybe", "noreply"] | None
    """
    Their answer to the invitation
    """


class Event(TypedDict, closed=True):
    id: str
    """
    The calendar provider’s id of the event
    """
    calendar_id: str
    title: str
    description: str
    location: str
    start: str
    """
    ISO 8601 timestamp, UTC; an all-day event’s first date ("2025-03-04")
    """
    end: str
    """
    ISO 8601 timestamp, UTC; an all-day event’s last date
    """
    all_day: bool
    timezone: str | None
    """
    The IANA time zone the event was set in, when the calendar says
    """
    status: Literal["confirmed", "tentative", "cancelled"] | None
    participants: list[Participant]
    url: str | None
    """
    The event in the calendar provider’s own page, when it has one
    """


class CalendarListEventsResult(TypedDict, closed=True):
    """
    The result of calendar.list_events when executed
    """

    events: list[Event]
    has_more: bool
    """
    More events overlap the window: read a shorter window
    """


class CalendarCreateEventPayload(TypedDict, closed=True):
    """
    The payload of calendar.create_event: Creates an event in a calendar of the organization’s account (its Nylas app). With participants and notify_participants (the default), the calendar provider e-mails them invitations; Microsoft and iCloud always do.
    """

    calendar_id: NotRequired[str]
    """
    The calendar: its id at the calendar provider, or "primary" (the default) for the account’s main calendar (not on iCloud)
    """
    title: str
    start: str
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    end: str
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    timezone: NotRequired[str]
    """
    The IANA time zone the event is set in ("Europe/Paris"); the calendar’s own when left out
    """
    description: NotRequired[str]
    location: NotRequired[str]
    participants: NotRequired[list[str]]
    """
    Addresses to invite
    """
    notify_participants: NotRequired[bool]
    """
    Whether the invitations are e-mailed; true when left out
    """


class Participant2(TypedDict, closed=True):
    email: str
    name: str | None
    status: Literal["yes", "no", "maybe", "noreply"] | None
    """
    Their answer to the invitation
    """


class CalendarCreateEventResult(TypedDict, closed=True):
    """
    The result of calendar.create_event when executed
    """

    id: str
    """
    The calendar provider’s id of the event
    """
    calendar_id: str
    title: str
    description: str
    location: str
    start: str
    """
    ISO 8601 timestamp, UTC; an all-day event’s first date ("2025-03-04")
    """
    end: str
    """
    ISO 8601 timestamp, UTC; an all-day event’s last date
    """
    all_day: bool
    timezone: str | None
    """
    The IANA time zone the event was set in, when the calendar says
    """
    status: Literal["confirmed", "tentative", "cancelled"] | None
    participants: list[Participant2]
    url: str | None
    """
    The event in the calendar provider’s own page, when it has one
    """


class ImageGeneratePayload(TypedDict, closed=True):
    """
    The payload of image.generate: Draws one image from a text prompt with the configured image model and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour derived from the prompt.
    """

    prompt: str
    """
    What the image shows, 1 to 4,000 characters
    """
    size: NotRequired[Literal["1024x1024", "1792x1024", "1024x1792"]]
    """
    Width × height in pixels: square, landscape or portrait
    """
    quality: NotRequired[Literal["standard", "hd"]]
    """
    `hd`: finer detail, at a higher price
    """
    style: NotRequired[Literal["vivid", "natural"]]
    """
    `vivid` (hyper-real, dramatic) or `natural`; the model chooses when left out
    """


class ImageGenerateResult(TypedDict, closed=True):
    """
    The result of image.generate when executed
    """

    image_base64: str
    """
    The PNG file, base64; at most 6291456 bytes
    """
    content_type: Literal["image/png"]
    bytes: int
    """
    Size of the PNG file
    """
    size: Literal["1024x1024", "1792x1024", "1024x1792"]
    quality: Literal["standard", "hd"]
    revised_prompt: NotRequired[str]
    """
    The prompt the model drew from, when it rewrote yours
    """
    model: str


class TranslationTranslatePayload(TypedDict, closed=True):
    """
    The payload of translation.translate: Translates texts into another language with DeepL, detecting the source language unless it is given.
    """

    text: list[str]
    """
    The texts to translate: 1 to 50, 100,000 characters in all
    """
    target_lang: str
    """
    The language to translate into, as DeepL names it: `DE`, `EN-US`, `EN-GB`, `PT-BR`, `JA`…
    """
    source_lang: NotRequired[str]
    """
    The texts' language (`EN`, `DE`…); detected when left out
    """
    formality: NotRequired[
        Literal["default", "more", "less", "prefer_more", "prefer_less"]
    ]
    """
    More or less formal language, for the target languages that have it (`prefer_…` falls back silently where they do not)
    """
    context: NotRequired[str]
    """
    Text around the texts that informs the translation and is not translated or charged
    """


class Translation(TypedDict, closed=True):
    text: str
    """
    The translation
    """
    detected_source_language: str
    """
    The language of the source text, as given or detected
    """


class TranslationTranslateResult(TypedDict, closed=True):
    """
    The result of translation.translate when executed
    """

    translations: list[Translation]
    """
    One translation per text, in input order
    """
    characters: int
    """
    The characters priced
    """


class ModerationCheckPayload(TypedDict, closed=True):
    """
    The payload of moderation.check: Judges texts against a moderation model's harm categories (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is flagged and the score of each category. Test mode flags the words "kill" (violence), "hate" (hate) and "bomb" (illicit/violent) and nothing else.
    """

    input: list[str]
    """
    The texts to check: 1 to 32, each 1 to 10,000 characters
    """


class Result1(TypedDict, closed=True):
    flagged: bool
    """
    Whether the model judged the text harmful in any category
    """
    categories: dict[str, bool]
    """
    Per category (e.g. `hate`, `violence/graphic`), whether the text is flagged in it; a category the model did not judge is left out
    """
    category_scores: dict[str, float]
    """
    Per category, the model's confidence from 0 to 1
    """


class ModerationCheckResult(TypedDict, closed=True):
    """
    The result of moderation.check when executed
    """

    model: str
    """
    The moderation model that judged the texts
    """
    results: list[Result1]
    """
    One verdict per input, in input order
    """


class StoragePutObjectPayload(TypedDict, closed=True):
    """
    The payload of storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing one fails the request), audited as storage_object.created by the agent. Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).
    """

    key: str
    """
    Its name in the workspace, e.g. `reports/2025/q1.txt`; keys need not be unique
    """
    content_type: str
    """
    The media type it is downloaded with, e.g. `text/plain` or `image/png`
    """
    text: NotRequired[str]
    """
    The content as text, stored as UTF-8: give this or `content_base64`, at most 524288 bytes
    """
    content_base64: NotRequired[str]
    """
    The content's bytes, base64: give this or `text`, at most 524288 bytes
    """


class StoragePutObjectResult(TypedDict, closed=True):
    """
    The result of storage.put_object when executed
    """

    object_id: str
    """
    The stored object (obj_…)
    """
    key: str
    """
    Its name in the workspace
    """
    content_type: str
    size: int
    """
    Its size in bytes
    """
    sha256: str
    """
    The SHA-256 of its bytes, hex
    """


StorageGetObjectPayload = TypedDict(
    "StorageGetObjectPayload",
    {
        "object_id": str,
        "as": NotRequired[Literal["text", "base64"]],
    },
    closed=True,
)


class StorageGetObjectResult(TypedDict, closed=True):
    """
    The result of storage.get_object when executed
    """

    object_id: str
    """
    The stored object (obj_…)
    """
    key: str
    """
    Its name in the workspace
    """
    content_type: str
    size: int
    """
    Its size in bytes
    """
    sha256: str
    """
    The SHA-256 of its bytes, hex
    """
    text: NotRequired[str]
    """
    The content decoded as UTF-8, when asked `as: text`
    """
    content_base64: NotRequired[str]
    """
    The content, base64, when asked `as: base64`
    """


class DocumentExtractTextPayload(TypedDict, closed=True):
    """
    The payload of document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES) or a stored object of the agent's workspace (another workspace's or organization's, or none, ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on fail.sandbox.proctor.dev fails.
    """

    url: NotRequired[str]
    """
    A public http(s) URL of the document: give this or `object_id`
    """
    object_id: NotRequired[str]
    """
    A stored object of the agent's workspace (obj_…): give this or `url`
    """
    content_type: NotRequired[
        Literal[
            "application/pdf",
            "text/html",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ]
    ]
    """
    How to read it; the URL's Content-Type or the object's media type when left out
    """


class DocumentExtractTextResult(TypedDict, closed=True):
    """
    The result of document.extract_text when executed
    """

    text: str
    """
    The document's text: a PDF's pages joined by blank lines, an HTML page's article (Readability), a DOCX's paragraphs
    """
    title: str | None
    """
    An HTML page's title, when it has one
    """
    content_type: Literal[
        "application/pdf",
        "text/html",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]
    characters: int
    truncated: bool
    """
    Whether the text was cut at 1048576 characters
    """


class SmsSendPayload(TypedDict, closed=True):
    """
    The payload of sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the text has any other character.
    """

    to: str
    """
    The recipient, in E.164 (+ and the country code), e.g. +14155550123
    """
    body: str
    """
    The text, 1 to 1600 characters
    """


SmsSendResult = TypedDict(
    "SmsSendResult",
    {
        "message_sid": str,
        "status": str,
        "to": str,
        "from": str,
        "segments": int,
    },
    closed=True,
)


class VoiceCallPayload(TypedDict, closed=True):
    """
    The payload of voice.call: Calls a phone number from the server's Twilio number and speaks a message when answered. Answers `running` (HTTP 202) at once; the request ends when the call does: `executed` with its duration once answered and hung up (by the callee, or by Twilio at max_duration_minutes), `failed` when it never connected (busy, no answer).
    """

    to: str
    """
    The number to call, in E.164 (+ and the country code), e.g. +14155550123
    """
    message: str
    """
    What the call says once answered, 1 to 2000 characters
    """
    language: NotRequired[str]
    """
    The spoken language (BCP 47, as Twilio's <Say> takes it); en-US when left out
    """
    max_duration_minutes: NotRequired[int]
    """
    Twilio hangs up after this many minutes, 1 to 60 (default 5): the estimate is this many minutes
    """


VoiceCallResult = TypedDict(
    "VoiceCallResult",
    {
        "call_sid": str,
        "to": str,
        "from": str,
        "duration_seconds": int,
        "billed_minutes": int,
    },
    closed=True,
)


class WebSearchNewsPayload(TypedDict, closed=True):
    """
    The payload of web_search.news: Searches recent news articles and returns the top ones, each with its title, URL, snippet, publishing site and age.
    """

    query: str
    """
    What to search the news for
    """
    count: NotRequired[int]
    """
    How many articles to return, 1 to 20
    """
    freshness: NotRequired[Literal["day", "week", "month", "year"]]
    """
    Only articles from the past day, week, month or year; any age when left out
    """


class Result2(TypedDict, closed=True):
    title: str
    url: str
    """
    Absolute URL of the article
    """
    snippet: str
    """
    An excerpt of the article that matches the query
    """
    source: str
    """
    The host name of the site that published it
    """
    age: str | None
    """
    How long ago it was published, in words ("2 hours ago"); null when unknown
    """
    published_at: str | None
    """
    When it was published, as the provider gives it (ISO 8601); null when unknown
    """


class WebSearchNewsResult(TypedDict, closed=True):
    """
    The result of web_search.news when executed
    """

    results: list[Result2]


class DataJsonQueryPayload(TypedDict, closed=True):
    """
    The payload of data.json_query: Selects and reshapes parts of a JSON document with a JMESPath expression (filters, projections, functions). The document is at most 1,000,000 characters as JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying which bound it passed.
    """

    document: Any
    """
    The JSON document to query: any JSON value, at most 1,000,000 characters as JSON
    """
    expression: str
    """
    A JMESPath expression (https://jmespath.site, the community edition: functions, let, arithmetic), at most 1,000 characters
    """


class DataJsonQueryResult(TypedDict, closed=True):
    """
    The result of data.json_query when executed
    """

    result: Any
    """
    What the expression selects: any JSON value, null when it selects nothing
    """


class WebExtractPayload(TypedDict, closed=True):
    """
    The payload of web.extract: Fetches a web page and returns its readable text, as a reader view shows it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one larger than the server reads (PROCTOR_FETCH_MAX_BYTES).
    """

    url: str


class WebExtractResult(TypedDict, closed=True):
    """
    The result of web.extract when executed
    """

    url: str
    """
    The URL read, after redirects
    """
    title: str | None
    """
    The article's title; null when the page names none
    """
    byline: str | None
    """
    The article's author, as the page credits it; null when it credits none
    """
    text: str
    """
    The readable text: the article without navigation, scripts and styles, one paragraph a line; at most 1,048,576 characters
    """
    length: int
    """
    Characters of the readable text, before any cut
    """
    truncated: bool
    """
    The text was cut at its limit
    """


class GeocodingLookupPayload(TypedDict, closed=True):
    """
    The payload of geocoding.lookup: Finds places by address or name (forward geocoding), or the address at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage policy): requests queue for their turn, and one past 5 waiting fails at once saying when to retry. Show the answer's attribution with its data.
    """

    query: NotRequired[str]
    """
    An address or place to find ("Brandenburger Tor, Berlin"): forward geocoding
    """
    latitude: NotRequired[float]
    """
    With longitude, instead of query: the place at these coordinates (reverse geocoding)
    """
    longitude: NotRequired[float]
    """
    With latitude, instead of query
    """
    limit: NotRequired[int]
    """
    How many places a query returns, 1 to 10; reverse geocoding returns at most one
    """
    language: NotRequired[str]
    """
    The language of the names, a BCP 47 tag ("de", "pt-BR"); the local names when left out
    """


class BoundingBox(TypedDict, closed=True):
    south: float
    north: float
    west: float
    east: float


class Osm(TypedDict, closed=True):
    """
    The OpenStreetMap object (node, way, relation) it was found as
    """

    type: str
    id: int


class Result3(TypedDict, closed=True):
    display_name: str
    """
    The full name of the place, its address
    """
    latitude: float
    longitude: float
    category: str
    """
    OpenStreetMap's main tag ("amenity", "place", "building")
    """
    type: str
    """
    Its value ("restaurant", "city", "house")
    """
    address: dict[str, str]
    """
    The address parts by kind: house_number, road, city, postcode, country, country_code, …
    """
    bounding_box: BoundingBox | None
    osm: Osm | None
    """
    The OpenStreetMap object (node, way, relation) it was found as
    """


class GeocodingLookupResult(TypedDict, closed=True):
    """
    The result of geocoding.lookup when executed
    """

    results: list[Result3]
    """
    The places found, the best match first; empty when none
    """
    attribution: str
    """
    The data's licence, to show with it (OpenStreetMap's ODbL)
    """


class DataXlsxParsePayload(TypedDict, closed=True):
    """
    The payload of data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets' rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in 2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000 characters of text, read within 10,000 ms; past any, it fails naming the bound.
    """

    content: str
    """
    The .xlsx file in base64, at most 1,000,000 bytes before encoding
    """
    sheet: NotRequired[str]
    """
    The one sheet to read, by its name; every sheet when left out
    """


class Sheet(TypedDict, closed=True):
    name: str
    rows: list[list[float | bool | str | None]]
    """
    Row by row from the first, each an array of cells from column A: text, a number, true/false, a date as ISO 8601 text, or null for an empty cell. A formula gives the value the file cached; empty rows between rows are []
    """
    row_count: int
    column_count: int
    """
    The widest row
    """


class DataXlsxParseResult(TypedDict, closed=True):
    """
    The result of data.xlsx_parse when executed
    """

    sheets: list[Sheet]


class PaymentsCreatePaymentLinkPayload(TypedDict, closed=True):
    """
    The payload of payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`); the link closes after one completed payment. Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount.
    """

    amount: int
    """
    What the customer pays, in the currency’s smallest unit (cents for usd: 2500 is $25.00), 1 to 99999999
    """
    currency: str
    """
    Three-letter ISO currency code, lowercase ("usd", "eur")
    """
    product_name: str
    """
    What the customer pays for, as the payment page and the receipt show it
    """


class PaymentsCreatePaymentLinkResult(TypedDict, closed=True):
    """
    The result of payments.create_payment_link when executed
    """

    payment_link_id: str
    """
    Stripe’s id of the link (plink_…)
    """
    url: str
    """
    The page where the customer pays
    """
    price_id: str
    """
    Stripe’s id of the one-time Price made for it (price_…)
    """
    amount: int
    """
    The amount asked, in the smallest unit
    """
    currency: str


class PaymentsRefundPayload(TypedDict, closed=True):
    """
    The payload of payments.refund: Refunds a payment of the organization’s own Stripe account, in full or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount: to have a person approve every refund, set the binding’s approval threshold to 0; the approver sees the payload, amount included.
    """

    payment: str
    """
    The payment to refund: its PaymentIntent (pi_…) or Charge (ch_…) id
    """
    amount: NotRequired[int]
    """
    How much to give back, in the payment currency’s smallest unit; left out, all that is not refunded yet
    """
    reason: NotRequired[Literal["duplicate", "fraudulent", "requested_by_customer"]]
    """
    Why, as Stripe records it
    """


class PaymentsRefundResult(TypedDict, closed=True):
    """
    The result of payments.refund when executed
    """

    refund_id: str
    """
    Stripe’s id of the refund (re_…)
    """
    amount: int
    """
    The amount refunded, in the smallest unit
    """
    currency: str
    status: Literal["pending", "requires_action", "succeeded", "failed", "canceled"]
    """
    Stripe’s status of the refund: most card refunds succeed at once; others stay pending until the bank confirms
    """


class CrmSearchContactsPayload(TypedDict, closed=True):
    """
    The payload of crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or company contains the query, most recently changed first. HubSpot searches its default searchable contact properties (name, email, phone, company); Salesforce the contact’s name, email and account name.
    """

    query: str
    """
    Text to look for: part of a name, an email address or a company
    """
    limit: NotRequired[int]
    """
    How many contacts to answer at most, 1 to 100; 10 when left out
    """
    app: NotRequired[Literal["hubspot", "salesforce"]]
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class Contact(TypedDict, closed=True):
    contact_id: str
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    first_name: str | None
    last_name: str | None
    email: str | None
    phone: str | None
    company: str | None
    """
    HubSpot’s company property; the Salesforce contact’s account
    """
    url: str
    """
    Where people see the record in the CRM
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """


class CrmSearchContactsResult(TypedDict, closed=True):
    """
    The result of crm.search_contacts when executed
    """

    contacts: list[Contact]
    has_more: bool
    """
    More contacts match than limit
    """


class CrmCreateContactPayload(TypedDict, closed=True):
    """
    The payload of crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires last_name. HubSpot refuses a second contact with an email it has (the failure names the existing contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.
    """

    email: str
    first_name: NotRequired[str]
    last_name: NotRequired[str]
    """
    Required by Salesforce
    """
    phone: NotRequired[str]
    job_title: NotRequired[str]
    app: NotRequired[Literal["hubspot", "salesforce"]]
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmCreateContactResult(TypedDict, closed=True):
    """
    The result of crm.create_contact when executed
    """

    contact_id: str
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    url: str
    """
    Where people see the record in the CRM
    """


class CrmUpdateDealPayload(TypedDict, closed=True):
    """
    The payload of crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity): its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage name ("Closed Won").
    """

    deal_id: str
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    name: NotRequired[str]
    stage: NotRequired[str]
    """
    HubSpot: the stage’s internal id; Salesforce: the stage’s name
    """
    amount: NotRequired[float]
    """
    In the deal’s currency’s main unit (1500.5 is $1,500.50 on a USD deal)
    """
    close_date: NotRequired[str]
    """
    YYYY-MM-DD
    """
    app: NotRequired[Literal["hubspot", "salesforce"]]
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmUpdateDealResult(TypedDict, closed=True):
    """
    The result of crm.update_deal when executed
    """

    deal_id: str
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    url: str
    """
    Where people see the record in the CRM
    """
    updated_fields: list[Literal["name", "stage", "amount", "close_date"]]
    """
    The fields the request changed
    """


class CrmLogActivityPayload(TypedDict, closed=True):
    """
    The payload of crm.log_activity: Records a note, a call or a meeting that took place on a contact, a deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an Event (a meeting, half an hour unless duration_minutes says otherwise).
    """

    type: Literal["note", "call", "meeting"]
    body: str
    """
    What was said or written, plain text
    """
    subject: NotRequired[str]
    """
    A title; "Note", "Call" or "Meeting" when left out
    """
    contact_id: NotRequired[str]
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    deal_id: NotRequired[str]
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    occurred_at: NotRequired[str]
    """
    When it took place, ISO 8601 with its offset; the time of the request when left out (in test mode, 2025-01-06T14:00:00.000Z)
    """
    duration_minutes: NotRequired[int]
    """
    A call’s or a meeting’s length
    """
    app: NotRequired[Literal["hubspot", "salesforce"]]
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmLogActivityResult(TypedDict, closed=True):
    """
    The result of crm.log_activity when executed
    """

    activity_id: str
    """
    The CRM’s id of the note, call or meeting (a Salesforce Task or Event)
    """
    type: Literal["note", "call", "meeting"]
    occurred_at: str
    """
    ISO 8601 timestamp, UTC
    """


class PlatformHealthResponse(TypedDict, closed=True):
    status: Literal["ok"]
    version: str
    """
    Server release
    """


class Checks(TypedDict, closed=True):
    database: Literal["ok"]


class PlatformReadyResponse(TypedDict, closed=True):
    status: Literal["ready"]
    checks: Checks
    vector_search: Literal["pgvector", "bytea"]
    """
    How memories are searched: pgvector's HNSW index in the database, or vectors stored as bytes and scored by the server
    """
    embedder: str
    """
    The model memories are embedded with, e.g. all-MiniLM-L6-v2-int8; none when the server has none (writes and searches of memories are 501 then)
    """


class AuthSignupBody(TypedDict, closed=True):
    email: str
    password: str
    """
    8 to 256 characters
    """
    name: NotRequired[str]
    org_name: NotRequired[str]


class AuthLoginBody(TypedDict, closed=True):
    email: str
    password: str


class PersonalTokensListResponse(TypedDict, closed=True):
    data: list[PersonalToken]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class PersonalTokensCreateBody(TypedDict, closed=True):
    name: str


class PersonalTokensCreateResponse(TypedDict, closed=True):
    id: str
    name: str
    workspace_id: str
    """
    The workspace (wsp_…) the token acts in: the minting session's. Only POST /api/v1/workspaces/switch called with this token moves it; a request can name another with the Proctor-Workspace header
    """
    enabled: bool
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    token: str
    """
    service_pat_live_…, shown only in this response
    """


class PersonalTokensUpdateBody(TypedDict, closed=True):
    enabled: bool


class AgentsListResponse(TypedDict, closed=True):
    data: list[Agent]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class VoiceConfig1(TypedDict, closed=True):
    """
    Speech settings, each optional; any other key is 400
    """

    rate: NotRequired[float]
    """
    Speaking rate, 0.1 to 10
    """
    pitch: NotRequired[float]
    """
    Pitch, −20 to 20
    """
    language: NotRequired[str]
    """
    A well-formed BCP 47 tag whose language subtag is 2 or 3 letters (en, pt-BR; en_US and english are refused), at most 35 characters
    """


class AgentsCreateBody(TypedDict, closed=True):
    name: str
    """
    Trimmed, 1 to 100 characters
    """
    description: NotRequired[str | None]
    """
    Up to 2,000 characters
    """
    status: NotRequired[Literal["active", "paused", "disabled"]]
    """
    Any status may follow any other
    """
    icon: NotRequired[str | None]
    """
    An emoji or icon name, or the http(s) URL of an image, up to 200 characters; a value that reads as a URL of another scheme (javascript:, data:, file:) is 400 naming icon
    """
    category: NotRequired[str | None]
    """
    Free text, up to 100 characters
    """
    personality: NotRequired[str | None]
    """
    Up to 4,000 characters
    """
    systemPrompt: NotRequired[str | None]
    """
    Up to 20,000 characters
    """
    voiceConfig: NotRequired[VoiceConfig1 | None]
    """
    Speech settings, each optional; any other key is 400
    """
    defaultModelId: NotRequired[str | None]
    """
    Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
    """


class AgentsCreateResponse(TypedDict, closed=True):
    agent: Agent
    api_key: str
    """
    Live key agent_key_live_…, shown once
    """
    test_api_key: str
    """
    Test key agent_key_test_…, shown once
    """


class AgentsUpdateBody(TypedDict, closed=True):
    name: NotRequired[str]
    """
    Trimmed, 1 to 100 characters
    """
    description: NotRequired[str | None]
    """
    Up to 2,000 characters
    """
    status: NotRequired[Literal["active", "paused", "disabled"]]
    """
    Any status may follow any other
    """
    icon: NotRequired[str | None]
    """
    An emoji or icon name, or the http(s) URL of an image, up to 200 characters; a value that reads as a URL of another scheme (javascript:, data:, file:) is 400 naming icon
    """
    category: NotRequired[str | None]
    """
    Free text, up to 100 characters
    """
    personality: NotRequired[str | None]
    """
    Up to 4,000 characters
    """
    systemPrompt: NotRequired[str | None]
    """
    Up to 20,000 characters
    """
    voiceConfig: NotRequired[VoiceConfig1 | None]
    """
    Speech settings, each optional; any other key is 400
    """
    defaultModelId: NotRequired[str | None]
    """
    Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
    """
    team_id: NotRequired[str | None]
    """
    A team of the agent's workspace: its dispatches also draw on the team's budget; null leaves the team
    """
    owner_user_id: NotRequired[str | None]
    """
    A person of the organization (a member of the agent's team when it has one): a worker's dispatches also draw on their allocation; null clears it
    """


class AgentsRotateKeyBody(TypedDict, closed=True):
    mode: NotRequired[Literal["live", "test"]]


class AgentsRotateKeyResponse(TypedDict, closed=True):
    agent: Agent
    api_key: str
    """
    The new key of the mode rotated, shown once
    """
    revoked_agent_ids: list[str]
    """
    The agents this one spawned, and theirs, whose key of the same mode was revoked with it (the parent was handed those keys); empty when it spawned none
    """


class AgentsCloneBody(TypedDict, closed=True):
    name: NotRequired[str]
    """
    Default: "<name> (copy)"
    """


class AgentsCloneResponse(TypedDict, closed=True):
    agent: Agent
    api_key: str
    """
    Live key agent_key_live_…, shown once
    """
    test_api_key: str
    """
    Test key agent_key_test_…, shown once
    """


class AgentsSetBudgetBody(TypedDict, closed=True):
    monthly_budget_cents: int | None
    """
    Monthly cap across all operations; null removes it
    """


class AgentsListBindingsResponse(TypedDict, closed=True):
    data: list[ServiceBinding]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsUpsertBindingBody(TypedDict, closed=True):
    operation: str
    """
    "<service>.<operation>", or the bare operation with service
    """
    service: NotRequired[str]
    monthly_budget_cents: NotRequired[int | None]
    """
    Monthly cap for this operation, in cents (UTC month); null: none
    """
    daily_limit: NotRequired[int | None]
    """
    Requests per UTC day (a count, not cents); null: none
    """
    approval_threshold_cents: NotRequired[int | None]
    """
    A request whose worst-case cost is above this waits for approval; null: never
    """
    enabled: NotRequired[bool]
    """
    Default true
    """


class AgentsListSkillsResponse(TypedDict, closed=True):
    data: list[AgentSkill]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class Services1(TypedDict, closed=True):
    operation: str
    daily_limit: NotRequired[int]
    monthly_budget_cents: NotRequired[int]
    approval_threshold_cents: NotRequired[int]


class AgentsSpawnBody(TypedDict, closed=True):
    name: str
    description: NotRequired[str]
    services: list[Services1 | str]
    """
    The child's services: operations the parent has enabled, each as a name (the parent's limits) or with limits no looser than the parent's (a limit the parent lacks may be set freely); 1 to 100, each operation once (else 400)
    """
    monthly_budget_cents: int
    """
    The child's monthly cap, carved from the parent's monthly cap in the key's mode; from a parent without one, at most what the parent may spend this month
    """


class AgentsListActivityResponse(TypedDict, closed=True):
    data: list[ActivityItem]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsPublishBody(TypedDict, closed=True):
    scope: Literal["team", "org"]
    """
    Who sees it in the marketplace: its team's members, or the whole organization
    """


class AgentsConversationsListResponse(TypedDict, closed=True):
    data: list[Conversation]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsConversationsCreateBody(TypedDict, closed=True):
    title: str
    """
    1 to 200 characters, trimmed
    """


class AgentsConversationsMessagesListResponse(TypedDict, closed=True):
    data: list[ConversationMessage]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsConversationsMessagesCreateBody(TypedDict, closed=True):
    role: Literal["user", "assistant", "system", "tool"]
    """
    user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
    """
    content: str
    """
    1 to 32000 characters (UTF-16 code units, as JSON and JavaScript count them), kept as sent, untrimmed
    """


class AgentsDelegatedTasksListResponse(TypedDict, closed=True):
    data: list[DelegatedTask]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsDelegatedTasksCreateBody(TypedDict, closed=True):
    child_agent_id: str
    """
    An agent the caller spawned (parent_agent_id is the caller)
    """
    title: str
    input: NotRequired[dict[str, Any]]
    """
    What the child needs to do the work: any JSON object
    """
    budget_cents: int
    """
    The hard cap of the task: its dispatches are blocked `task_budget_exceeded` past it
    """
    operations: list[str]
    """
    The operations the task allows, each an enabled service of the child
    """


class AgentsDelegatedTasksUpdateBody(TypedDict, closed=True):
    status: Literal["in_progress", "completed", "failed", "cancelled"]
    result: NotRequired[Any]
    """
    What came of the task: with completed or failed only
    """


class AgentsMemoriesListResponse(TypedDict, closed=True):
    data: list[Memory]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsMemoriesCreateBody(TypedDict, closed=True):
    content: str
    """
    1 to 8000 characters, not blank; embedded for search
    """
    kind: NotRequired[str]
    """
    Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
    """
    tags: NotRequired[list[str]]
    """
    At most 20, each 1 to 50 characters
    """
    links: NotRequired[list[str]]
    """
    At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
    """


class AgentsMemoriesUpdateBody(TypedDict, closed=True):
    content: NotRequired[str]
    """
    1 to 8000 characters, not blank; embedded for search
    """
    kind: NotRequired[str]
    """
    Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
    """
    tags: NotRequired[list[str]]
    """
    At most 20, each 1 to 50 characters
    """
    links: NotRequired[list[str]]
    """
    At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
    """


class AgentsSkillProposalsCreateBody(TypedDict, closed=True):
    name: str
    """
    The new workflow's name (unique in the organization, ignoring case); with workflow_id, the proposal's title
    """
    description: NotRequired[str]
    """
    At most 1,000 characters
    """
    workflow_id: NotRequired[str]
    """
    A workflow of the organization to add a version to; without it, approving makes a new workflow
    """
    steps: list[WorkflowStep]
    """
    1 to 100 steps
    """
    edges: NotRequired[list[WorkflowEdge]]
    """
    from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
    """


class AgentsSkillProposalsDecideByBodyBody(TypedDict, closed=True):
    proposal_id: str
    """
    Skill proposal id (skp_…)
    """
    status: Literal["approved", "rejected"]
    notes: NotRequired[str]


class AgentsSkillProposalsDecideBody(TypedDict, closed=True):
    status: Literal["approved", "rejected"]
    notes: NotRequired[str]


class WebSearchSearchDispatch(TypedDict, closed=True):
    operation: Literal["web_search.search"]
    payload: WebSearchSearchPayload


class WebSearchSearchDispatchSplit(TypedDict, closed=True):
    service: Literal["web_search"]
    operation: Literal["search"]
    payload: WebSearchSearchPayload


class TextGenerationGenerateDispatch(TypedDict, closed=True):
    operation: Literal["text_generation.generate"]
    payload: TextGenerationGeneratePayload


class TextGenerationGenerateDispatchSplit(TypedDict, closed=True):
    service: Literal["text_generation"]
    operation: Literal["generate"]
    payload: TextGenerationGeneratePayload


class EmailSendDispatch(TypedDict, closed=True):
    operation: Literal["email.send"]
    payload: EmailSendPayload


class EmailSendDispatchSplit(TypedDict, closed=True):
    service: Literal["email"]
    operation: Literal["send"]
    payload: EmailSendPayload


class EmailReadDispatch(TypedDict, closed=True):
    operation: Literal["email.read"]
    payload: EmailReadPayload


class EmailReadDispatchSplit(TypedDict, closed=True):
    service: Literal["email"]
    operation: Literal["read"]
    payload: EmailReadPayload


class EmailReplyDispatch(TypedDict, closed=True):
    operation: Literal["email.reply"]
    payload: EmailReplyPayload


class EmailReplyDispatchSplit(TypedDict, closed=True):
    service: Literal["email"]
    operation: Literal["reply"]
    payload: EmailReplyPayload


class AudioTranscribeDispatch(TypedDict, closed=True):
    operation: Literal["audio.transcribe"]
    payload: AudioTranscribePayload


class AudioTranscribeDispatchSplit(TypedDict, closed=True):
    service: Literal["audio"]
    operation: Literal["transcribe"]
    payload: AudioTranscribePayload


class ChatSendDispatch(TypedDict, closed=True):
    operation: Literal["chat.send"]
    payload: ChatSendPayload


class ChatSendDispatchSplit(TypedDict, closed=True):
    service: Literal["chat"]
    operation: Literal["send"]
    payload: ChatSendPayload


class TicketCreateDispatch(TypedDict, closed=True):
    operation: Literal["ticket.create"]
    payload: TicketCreatePayload


class TicketCreateDispatchSplit(TypedDict, closed=True):
    service: Literal["ticket"]
    operation: Literal["create"]
    payload: TicketCreatePayload


class TicketUpdateDispatch(TypedDict, closed=True):
    operation: Literal["ticket.update"]
    payload: TicketUpdatePayload


class TicketUpdateDispatchSplit(TypedDict, closed=True):
    service: Literal["ticket"]
    operation: Literal["update"]
    payload: TicketUpdatePayload


class WebFetchUrlDispatch(TypedDict, closed=True):
    operation: Literal["web.fetch_url"]
    payload: WebFetchUrlPayload


class WebFetchUrlDispatchSplit(TypedDict, closed=True):
    service: Literal["web"]
    operation: Literal["fetch_url"]
    payload: WebFetchUrlPayload


class DataCsvParseDispatch(TypedDict, closed=True):
    operation: Literal["data.csv_parse"]
    payload: DataCsvParsePayload


class DataCsvParseDispatchSplit(TypedDict, closed=True):
    service: Literal["data"]
    operation: Literal["csv_parse"]
    payload: DataCsvParsePayload


class NotificationWebhookDispatch(TypedDict, closed=True):
    operation: Literal["notification.webhook"]
    payload: NotificationWebhookPayload


class NotificationWebhookDispatchSplit(TypedDict, closed=True):
    service: Literal["notification"]
    operation: Literal["webhook"]
    payload: NotificationWebhookPayload


class WorkflowRunDispatch(TypedDict, closed=True):
    operation: Literal["workflow.run"]
    payload: WorkflowRunPayload


class WorkflowRunDispatchSplit(TypedDict, closed=True):
    service: Literal["workflow"]
    operation: Literal["run"]
    payload: WorkflowRunPayload


class EmbeddingsCreateDispatch(TypedDict, closed=True):
    operation: Literal["embeddings.create"]
    payload: EmbeddingsCreatePayload


class EmbeddingsCreateDispatchSplit(TypedDict, closed=True):
    service: Literal["embeddings"]
    operation: Literal["create"]
    payload: EmbeddingsCreatePayload


class SpeechSynthesizeDispatch(TypedDict, closed=True):
    operation: Literal["speech.synthesize"]
    payload: SpeechSynthesizePayload


class SpeechSynthesizeDispatchSplit(TypedDict, closed=True):
    service: Literal["speech"]
    operation: Literal["synthesize"]
    payload: SpeechSynthesizePayload


class KnowledgeQueryDispatch(TypedDict, closed=True):
    operation: Literal["knowledge.query"]
    payload: KnowledgeQueryPayload


class KnowledgeQueryDispatchSplit(TypedDict, closed=True):
    service: Literal["knowledge"]
    operation: Literal["query"]
    payload: KnowledgeQueryPayload


class DeviceCommandDispatch(TypedDict, closed=True):
    operation: Literal["device.command"]
    payload: DeviceCommandPayload


class DeviceCommandDispatchSplit(TypedDict, closed=True):
    service: Literal["device"]
    operation: Literal["command"]
    payload: DeviceCommandPayload


class TicketGetDispatch(TypedDict, closed=True):
    operation: Literal["ticket.get"]
    payload: TicketGetPayload


class TicketGetDispatchSplit(TypedDict, closed=True):
    service: Literal["ticket"]
    operation: Literal["get"]
    payload: TicketGetPayload


class TicketCommentDispatch(TypedDict, closed=True):
    operation: Literal["ticket.comment"]
    payload: TicketCommentPayload


class TicketCommentDispatchSplit(TypedDict, closed=True):
    service: Literal["ticket"]
    operation: Literal["comment"]
    payload: TicketCommentPayload


class EmailDraftDispatch(TypedDict, closed=True):
    operation: Literal["email.draft"]
    payload: EmailDraftPayload


class EmailDraftDispatchSplit(TypedDict, closed=True):
    service: Literal["email"]
    operation: Literal["draft"]
    payload: EmailDraftPayload


class ChatReadMessagesDispatch(TypedDict, closed=True):
    operation: Literal["chat.read_messages"]
    payload: ChatReadMessagesPayload


class ChatReadMessagesDispatchSplit(TypedDict, closed=True):
    service: Literal["chat"]
    operation: Literal["read_messages"]
    payload: ChatReadMessagesPayload


class CalendarListEventsDispatch(TypedDict, closed=True):
    operation: Literal["calendar.list_events"]
    payload: CalendarListEventsPayload


class CalendarListEventsDispatchSplit(TypedDict, closed=True):
    service: Literal["calendar"]
    operation: Literal["list_events"]
    payload: CalendarListEventsPayload


class CalendarCreateEventDispatch(TypedDict, closed=True):
    operation: Literal["calendar.create_event"]
    payload: CalendarCreateEventPayload


class CalendarCreateEventDispatchSplit(TypedDict, closed=True):
    service: Literal["calendar"]
    operation: Literal["create_event"]
    payload: CalendarCreateEventPayload


class ImageGenerateDispatch(TypedDict, closed=True):
    operation: Literal["image.generate"]
    payload: ImageGeneratePayload


class ImageGenerateDispatchSplit(TypedDict, closed=True):
    service: Literal["image"]
    operation: Literal["generate"]
    payload: ImageGeneratePayload


class TranslationTranslateDispatch(TypedDict, closed=True):
    operation: Literal["translation.translate"]
    payload: TranslationTranslatePayload


class TranslationTranslateDispatchSplit(TypedDict, closed=True):
    service: Literal["translation"]
    operation: Literal["translate"]
    payload: TranslationTranslatePayload


class ModerationCheckDispatch(TypedDict, closed=True):
    operation: Literal["moderation.check"]
    payload: ModerationCheckPayload


class ModerationCheckDispatchSplit(TypedDict, closed=True):
    service: Literal["moderation"]
    operation: Literal["check"]
    payload: ModerationCheckPayload


class StoragePutObjectDispatch(TypedDict, closed=True):
    operation: Literal["storage.put_object"]
    payload: StoragePutObjectPayload


class StoragePutObjectDispatchSplit(TypedDict, closed=True):
    service: Literal["storage"]
    operation: Literal["put_object"]
    payload: StoragePutObjectPayload


class StorageGetObjectDispatch(TypedDict, closed=True):
    operation: Literal["storage.get_object"]
    payload: StorageGetObjectPayload


class StorageGetObjectDispatchSplit(TypedDict, closed=True):
    service: Literal["storage"]
    operation: Literal["get_object"]
    payload: StorageGetObjectPayload


class DocumentExtractTextDispatch(TypedDict, closed=True):
    operation: Literal["document.extract_text"]
    payload: DocumentExtractTextPayload


class DocumentExtractTextDispatchSplit(TypedDict, closed=True):
    service: Literal["document"]
    operation: Literal["extract_text"]
    payload: DocumentExtractTextPayload


class SmsSendDispatch(TypedDict, closed=True):
    operation: Literal["sms.send"]
    payload: SmsSendPayload


class SmsSendDispatchSplit(TypedDict, closed=True):
    service: Literal["sms"]
    operation: Literal["send"]
    payload: SmsSendPayload


class VoiceCallDispatch(TypedDict, closed=True):
    operation: Literal["voice.call"]
    payload: VoiceCallPayload


class VoiceCallDispatchSplit(TypedDict, closed=True):
    service: Literal["voice"]
    operation: Literal["call"]
    payload: VoiceCallPayload


class WebSearchNewsDispatch(TypedDict, closed=True):
    operation: Literal["web_search.news"]
    payload: WebSearchNewsPayload


class WebSearchNewsDispatchSplit(TypedDict, closed=True):
    service: Literal["web_search"]
    operation: Literal["news"]
    payload: WebSearchNewsPayload


class DataJsonQueryDispatch(TypedDict, closed=True):
    operation: Literal["data.json_query"]
    payload: DataJsonQueryPayload


class DataJsonQueryDispatchSplit(TypedDict, closed=True):
    service: Literal["data"]
    operation: Literal["json_query"]
    payload: DataJsonQueryPayload


class WebExtractDispatch(TypedDict, closed=True):
    operation: Literal["web.extract"]
    payload: WebExtractPayload


class WebExtractDispatchSplit(TypedDict, closed=True):
    service: Literal["web"]
    operation: Literal["extract"]
    payload: WebExtractPayload


class GeocodingLookupDispatch(TypedDict, closed=True):
    operation: Literal["geocoding.lookup"]
    payload: GeocodingLookupPayload


class GeocodingLookupDispatchSplit(TypedDict, closed=True):
    service: Literal["geocoding"]
    operation: Literal["lookup"]
    payload: GeocodingLookupPayload


class DataXlsxParseDispatch(TypedDict, closed=True):
    operation: Literal["data.xlsx_parse"]
    payload: DataXlsxParsePayload


class DataXlsxParseDispatchSplit(TypedDict, closed=True):
    service: Literal["data"]
    operation: Literal["xlsx_parse"]
    payload: DataXlsxParsePayload


class PaymentsCreatePaymentLinkDispatch(TypedDict, closed=True):
    operation: Literal["payments.create_payment_link"]
    payload: PaymentsCreatePaymentLinkPayload


class PaymentsCreatePaymentLinkDispatchSplit(TypedDict, closed=True):
    service: Literal["payments"]
    operation: Literal["create_payment_link"]
    payload: PaymentsCreatePaymentLinkPayload


class PaymentsRefundDispatch(TypedDict, closed=True):
    operation: Literal["payments.refund"]
    payload: PaymentsRefundPayload


class PaymentsRefundDispatchSplit(TypedDict, closed=True):
    service: Literal["payments"]
    operation: Literal["refund"]
    payload: PaymentsRefundPayload


class CrmSearchContactsDispatch(TypedDict, closed=True):
    operation: Literal["crm.search_contacts"]
    payload: CrmSearchContactsPayload


class CrmSearchContactsDispatchSplit(TypedDict, closed=True):
    service: Literal["crm"]
    operation: Literal["search_contacts"]
    payload: CrmSearchContactsPayload


class CrmCreateContactDispatch(TypedDict, closed=True):
    operation: Literal["crm.create_contact"]
    payload: CrmCreateContactPayload


class CrmCreateContactDispatchSplit(TypedDict, closed=True):
    service: Literal["crm"]
    operation: Literal["create_contact"]
    payload: CrmCreateContactPayload


class CrmUpdateDealDispatch(TypedDict, closed=True):
    operation: Literal["crm.update_deal"]
    payload: CrmUpdateDealPayload


class CrmUpdateDealDispatchSplit(TypedDict, closed=True):
    service: Literal["crm"]
    operation: Literal["update_deal"]
    payload: CrmUpdateDealPayload


class CrmLogActivityDispatch(TypedDict, closed=True):
    operation: Literal["crm.log_activity"]
    payload: CrmLogActivityPayload


class CrmLogActivityDispatchSplit(TypedDict, closed=True):
    service: Literal["crm"]
    operation: Literal["log_activity"]
    payload: CrmLogActivityPayload


ServiceRequestsCreateBody: TypeAlias = (
    WebSearchSearchDispatch
    | WebSearchSearchDispatchSplit
    | TextGenerationGenerateDispatch
    | TextGenerationGenerateDispatchSplit
    | EmailSendDispatch
    | EmailSendDispatchSplit
    | EmailReadDispatch
    | EmailReadDispatchSplit
    | EmailReplyDispatch
    | EmailReplyDispatchSplit
    | AudioTranscribeDispatch
    | AudioTranscribeDispatchSplit
    | ChatSendDispatch
    | ChatSendDispatchSplit
    | TicketCreateDispatch
    | TicketCreateDispatchSplit
    | TicketUpdateDispatch
    | TicketUpdateDispatchSplit
    | WebFetchUrlDispatch
    | WebFetchUrlDispatchSplit
    | DataCsvParseDispatch
    | DataCsvParseDispatchSplit
    | NotificationWebhookDispatch
    | NotificationWebhookDispatchSplit
    | WorkflowRunDispatch
    | WorkflowRunDispatchSplit
    | EmbeddingsCreateDispatch
    | EmbeddingsCreateDispatchSplit
    | SpeechSynthesizeDispatch
    | SpeechSynthesizeDispatchSplit
    | KnowledgeQueryDispatch
    | KnowledgeQueryDispatchSplit
    | DeviceCommandDispatch
    | DeviceCommandDispatchSplit
    | TicketGetDispatch
    | TicketGetDispatchSplit
    | TicketCommentDispatch
    | TicketCommentDispatchSplit
    | EmailDraftDispatch
    | EmailDraftDispatchSplit
    | ChatReadMessagesDispatch
    | ChatReadMessagesDispatchSplit
    | CalendarListEventsDispatch
    | CalendarListEventsDispatchSplit
    | CalendarCreateEventDispatch
    | CalendarCreateEventDispatchSplit
    | ImageGenerateDispatch
    | ImageGenerateDispatchSplit
    | TranslationTranslateDispatch
    | TranslationTranslateDispatchSplit
    | ModerationCheckDispatch
    | ModerationCheckDispatchSplit
    | StoragePutObjectDispatch
    | StoragePutObjectDispatchSplit
    | StorageGetObjectDispatch
    | StorageGetObjectDispatchSplit
    | DocumentExtractTextDispatch
    | DocumentExtractTextDispatchSplit
    | SmsSendDispatch
    | SmsSendDispatchSplit
    | VoiceCallDispatch
    | VoiceCallDispatchSplit
    | WebSearchNewsDispatch
    | WebSearchNewsDispatchSplit
    | DataJsonQueryDispatch
    | DataJsonQueryDispatchSplit
    | WebExtractDispatch
    | WebExtractDispatchSplit
    | GeocodingLookupDispatch
    | GeocodingLookupDispatchSplit
    | DataXlsxParseDispatch
    | DataXlsxParseDispatchSplit
    | PaymentsCreatePaymentLinkDispatch
    | PaymentsCreatePaymentLinkDispatchSplit
    | PaymentsRefundDispatch
    | PaymentsRefundDispatchSplit
    | CrmSearchContactsDispatch
    | CrmSearchContactsDispatchSplit
    | CrmCreateContactDispatch
    | CrmCreateContactDispatchSplit
    | CrmUpdateDealDispatch
    | CrmUpdateDealDispatchSplit
    | CrmLogActivityDispatch
    | CrmLogActivityDispatchSplit
)


class ServiceRequestsDryRunBody(TypedDict, closed=True):
    operation: str
    """
    "<service>.<operation>", or the bare operation with service
    """
    service: NotRequired[str]
    payload: dict[str, Any]
    """
    Operation-specific; see GET /api/v1/agent-docs
    """


class McpServeBody(TypedDict):
    jsonrpc: Literal["2.0"]
    id: NotRequired[str | int]
    """
    A request's id; a notification has none
    """
    method: NotRequired[str]
    """
    initialize, tools/list, tools/call, ping, a notification (notifications/initialized), or server/discover
    """
    params: NotRequired[dict[str, Any]]


class ApprovalsApproveBody(TypedDict, closed=True):
    note: NotRequired[str]


class ApprovalsRejectBody(TypedDict, closed=True):
    reason: NotRequired[str]


class AuditLogsListResponse(TypedDict, closed=True):
    data: list[AuditEntry]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class WebhooksReconcileBody(TypedDict, closed=True):
    external_id: str
    """
    The provider's job id, as the adapter recorded it
    """
    service_request_id: str
    """
    The service request (sr_…) the adapter gave the provider with the job; it must be the one the job runs for
    """
    status: Literal["executed", "failed", "blocked"]
    result: NotRequired[dict[str, Any]]
    """
    The provider output, when executed
    """
    cost_cents: NotRequired[int]
    """
    Actual cost when executed; capped at what was held
    """
    detail: NotRequired[str]
    """
    Why, when failed or blocked
    """
    reason_code: NotRequired[str]


class Data(TypedDict):
    object: dict[str, Any]


class WebhooksPaymentsBody(TypedDict):
    id: str
    """
    The provider's event id (evt_…): applied at most once
    """
    type: str
    """
    e.g. checkout.session.completed
    """
    data: Data


class WebhooksSlackBody(TypedDict):
    type: str
    """
    url_verification, or event_callback
    """


class BalanceTopUpBody(TypedDict, closed=True):
    amount_cents: int
    """
    Cents to add to the workspace's balance, 100 to 1000000
    """


class BillingCreateCheckoutSessionBody(TypedDict, closed=True):
    amount_cents: int
    """
    Cents to add to the workspace's balance, 100 to 1000000
    """
    success_url: NotRequired[str]
    """
    Where the payer is sent after paying; {CHECKOUT_ID} in it becomes the checkout id
    """
    cancel_url: NotRequired[str]
    """
    Where the payer is sent on cancelling; {CHECKOUT_ID} in it becomes the checkout id
    """


class PromoRedeemBody(TypedDict, closed=True):
    code: str
    """
    The promo code; case does not matter
    """


class PromoListCodesResponse(TypedDict, closed=True):
    data: list[PromoCode]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class PromoCreateCodeBody(TypedDict, closed=True):
    code: str
    """
    The code, 3 to 64 letters, digits, - and _; case does not matter
    """
    amount_cents: int
    """
    Cents credited to each redeeming organization
    """
    max_redemptions: NotRequired[int]
    """
    How many organizations may redeem it; no limit when left out
    """
    expires_at: NotRequired[str]
    """
    When it stops redeeming (ISO 8601); never when left out
    """


class OrgsListMembersResponse(TypedDict, closed=True):
    data: list[Member]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class OrgsUpdateMemberBody(TypedDict):
    role: NotRequired[Literal["owner", "admin", "member"]]
    permissions: NotRequired[list[Literal["publish.manage"]]]
    """
    The whole set of permissions granted beyond the role, replacing the one the member had ([] takes every one away)
    """


class OrgsListInvitesResponse(TypedDict, closed=True):
    data: list[Invite]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class OrgsCreateInviteBody(TypedDict, closed=True):
    email: str
    role: Literal["owner", "admin", "member"]
    team_id: NotRequired[str]
    """
    A team (team_…) of the organization the person joins as a worker
    """


class OrgsCreateInviteResponse(TypedDict, closed=True):
    invite: Invite
    token: str
    """
    invite_…, the credential of POST /api/v1/invites/{token}/accept; shown only in this response
    """
    accept_url: str
    """
    The page where the invited person accepts: {PROCTOR_PUBLIC_URL or this server}/invites/{token}
    """


class InvitesAcceptBody(TypedDict, closed=True):
    password: NotRequired[str]
    """
    Without a session: the new account's password (as at signup). Ignored with a session
    """
    name: NotRequired[str]
    """
    Without a session: the new account's name. Ignored with a session
    """


class WorkspacesListResponse(TypedDict, closed=True):
    data: list[Workspace]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkspacesCreateBody(TypedDict, closed=True):
    name: str
    """
    Trimmed, 1 to 100 characters, unique in the organization (case-sensitive)
    """


class WorkspacesSwitchBody(TypedDict, closed=True):
    workspace_id: str
    """
    A workspace of your organization (wsp_…)
    """


class TeamsListResponse(TypedDict, closed=True):
    data: list[Team1]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class TeamsCreateBody(TypedDict, closed=True):
    name: str
    """
    Unique in the workspace
    """


class TeamsCreateResponse(TypedDict, closed=True):
    id: str
    workspace_id: str
    name: str
    member_count: int
    is_active: bool
    """
    Whether this is the caller's active team (POST /api/v1/teams/switch)
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_manage: bool
    """
    Whether you manage it (add and change its people, allocate to its workers, decide its budget requests): you are its manager, or an org admin or owner
    """
    can_request_budget: bool
    """
    Whether you may ask its managers for budget (POST /api/v1/budget-requests): you are one of its workers, since allocations go to workers. Its managers allocate instead; anyone outside the team, an org admin too, cannot ask
    """
    warnings: list[TeamWarning]
    """
    Empty unless a soft limit was passed: the team was created all the same
    """


class TeamsSwitchBody(TypedDict, closed=True):
    team_id: str | None
    """
    A team of your active workspace, or null to have no active team
    """


class TeamsSwitchResponse(TypedDict, closed=True):
    active_team: Team1 | None
    """
    Your active team now; null when cleared
    """


class TeamsListMembersResponse(TypedDict, closed=True):
    data: list[TeamMember]


class TeamsAddMemberBody(TypedDict, closed=True):
    user_id: str
    """
    A person of the organization (usr_…)
    """
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """


class TeamsUpdateMemberBody(TypedDict, closed=True):
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """


class TeamsSetBudgetBody(TypedDict, closed=True):
    daily_limit_cents: NotRequired[int | None]
    """
    The team's spend per UTC day in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """
    monthly_limit_cents: NotRequired[int | None]
    """
    The team's spend per UTC month in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """
    hard_cap_cents: NotRequired[int | None]
    """
    The team's spend in total in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """


class TeamsAllocateBudgetBody(TypedDict, closed=True):
    amount_cents: int
    """
    Cents of spending rights to move from the workspace into the team pool
    """


class TeamsAllocateWorkerBudgetBody(TypedDict, closed=True):
    amount_cents: int
    """
    Cents of the team pool's unallocated part to add to the worker's allocation
    """


class BudgetRequestsListResponse(TypedDict, closed=True):
    data: list[BudgetRequest]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class BudgetRequestsCreateBody(TypedDict, closed=True):
    team_id: str
    """
    Team id (team_…)
    """
    amount_cents: int
    """
    Cents of the team pool asked for
    """
    reason: str


class BudgetRequestsDecideBody(TypedDict, closed=True):
    status: Literal["approved", "rejected"]
    notes: NotRequired[str]


class AgentRequestsListResponse(TypedDict, closed=True):
    data: list[AgentRequest]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentRequestsCreateBody(TypedDict):
    kind: Literal["question", "decision", "help", "notice"]
    """
    question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
    """
    title: str
    """
    One line, 1 to 200 characters
    """
    body: str
    """
    The details, 1 to 10,000 characters
    """
    options: NotRequired[list[str]]
    """
    A decision's choices: 2 to 10 different strings of 1 to 100 characters. Required for kind "decision", refused for the others
    """


class AgentRequestsAnswerBody(TypedDict, closed=True):
    status: Literal["resolved", "dismissed"]
    """
    resolved: answered with `response`; dismissed: closed, with or without one
    """
    response: NotRequired[str]
    """
    The answer the agent reads, 1 to 10,000 characters: required to resolve; for a decision, one of its options
    """


class WorkflowsListResponse(TypedDict, closed=True):
    data: list[Workflow1]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsCreateBody(TypedDict, closed=True):
    name: str
    """
    Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
    """
    description: NotRequired[str]
    """
    At most 1,000 characters
    """


class WorkflowsUpdateBody(TypedDict, closed=True):
    name: NotRequired[str]
    """
    Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
    """
    description: NotRequired[str | None]
    """
    At most 1,000 characters; null clears it
    """


class WorkflowsShareBody(TypedDict):
    visibility: Literal["private", "team", "org"]
    """
    private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
    """
    team_id: NotRequired[str]
    """
    The team to share with: required for visibility team, refused otherwise
    """


class WorkflowsListGrantsResponse(TypedDict, closed=True):
    data: list[WorkflowGrant]


class WorkflowsGrantBody(TypedDict, closed=True):
    agent_id: str
    """
    An agent of the organization
    """


class WorkflowsVersionsCreateBody(TypedDict, closed=True):
    steps: list[WorkflowStep]
    """
    1 to 100 steps
    """
    edges: NotRequired[list[WorkflowEdge]]
    """
    from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
    """


class WorkflowsVersionsUnpublishBody(TypedDict, closed=True):
    reason: str
    """
    Why, kept in the audit trail
    """


class WorkflowsRunsCreateBody(TypedDict, closed=True):
    agent_id: str
    """
    The agent whose dispatches the steps make: the workflow must be granted to it
    """
    input: NotRequired[dict[str, Any]]
    """
    What ${input.<key>} templates read
    """
    version_id: NotRequired[str]
    """
    A version to run, a draft too; without it, the newest published version
    """
    mode: NotRequired[Literal["live", "test"]]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """


class PublishingListPublicationsResponse(TypedDict, closed=True):
    data: list[Publication]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class PublishingRevokePublicationBody(TypedDict, closed=True):
    reason: str
    """
    Why, kept in the audit trail
    """


class PublishingListPublishRequestsResponse(TypedDict, closed=True):
    data: list[PublishRequest]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class PublishingDecidePublishRequestBody(TypedDict, closed=True):
    status: Literal["approved", "rejected"]
    notes: NotRequired[str]
    """
    Why, shown to the requester
    """


class MarketplaceListListingsResponse(TypedDict, closed=True):
    data: list[MarketplaceListing]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class ConnectedAppsListResponse(TypedDict, closed=True):
    data: list[ConnectedApp1]
    """
    The workspace's apps, oldest first: at most one per provider
    """
    providers: list[ConnectedAppProvider]
    """
    Every provider, whether installs can start on this server, and whether this workspace has its app
    """


class ConnectedAppsInstallBody(TypedDict, closed=True):
    subdomain: NotRequired[str]
    """
    Zendesk only, and required there: your subdomain ("acme" for acme.zendesk.com)
    """


class ConnectedAppsInstallResponse(TypedDict, closed=True):
    authorize_url: str
    """
    Send the person's browser here: the provider's consent page (or the sandbox's)
    """
    state_expires_at: str
    """
    The install must come back within 10 minutes
    """
    sandbox: bool
    """
    The install goes to this server's sandbox provider, not the real one
    """


class ConnectedAppsRefreshResponse(TypedDict, closed=True):
    app: ConnectedApp1
    outcome: Literal["refreshed", "not_refreshable", "refused", "failed"]
    """
    refreshed: new tokens; not_refreshable: the provider issued no refresh token (Slack without token rotation): its token does not expire; refused: the provider refused the refresh token, the app is needs_reauth now; failed: the provider could not be reached, the app keeps its tokens
    """
    detail: str | None
    """
    The provider's answer when refused or failed
    """


class ConnectedAppsUpdateBody(TypedDict, closed=True):
    chat_agent_id: str | None
    """
    Slack apps only: the agent, of the app's workspace, that answers messages to the app in Slack; null: none does
    """


class ConnectedAppsDeleteResponse(TypedDict, closed=True):
    app: ConnectedApp1
    """
    The app as it was
    """
    deleted: Literal[True]
    remote_revocation: Literal["revoked", "not_supported", "failed"]
    """
    revoked: the provider revoked the token; not_supported: the provider has no revocation endpoint (Jira: remove the app in the person's Atlassian account settings); failed: the provider could not be reached (the app is deleted here all the same)
    """
    detail: str | None
    """
    The provider's answer when the revocation failed
    """


class ScheduledTasksListResponse(TypedDict, closed=True):
    data: list[ScheduledTask]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class ScheduledTasksCreateBody(TypedDict):
    agent_id: str
    """
    The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
    """
    name: str
    """
    A label, trimmed, 1 to 200 characters
    """
    operation: str
    """
    A catalog operation (GET /api/v1/agent-docs), for example workflow.run
    """
    payload: NotRequired[dict[str, Any]]
    """
    The operation's payload, checked against its schema now (400 naming `payload.…`); for workflow.run `{workflow_id, input}`, the workflow by id or name
    """
    schedule_type: NotRequired[Literal["recurring"]]
    """
    recurring: fires at every time of cron_expr (the only type)
    """
    cron_expr: str
    """
    Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
    """
    timezone: NotRequired[str]
    """
    An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
    """
    mode: NotRequired[Literal["live", "test"]]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: NotRequired[bool]
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: NotRequired[bool]
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """
    test_run: NotRequired[bool]
    """
    Also fire once now, with the newest version of a workflow whether published or not, and answer that fire as `test_run`
    """


class ScheduledTasksCreateResponse(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent each fire dispatches as
    """
    name: str
    operation: str
    payload: dict[str, Any]
    schedule_type: Literal["recurring"]
    cron_expr: str
    timezone: str
    mode: Literal["live", "test"]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow)
    """
    status: Literal["active", "paused"]
    """
    paused: fires nothing; the times passed while paused are not fired later
    """
    next_run_at: str | None
    """
    The next time it fires; null while paused
    """
    created_by: str | None
    """
    The user id of its creator
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: str
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """
    test_run: NotRequired[EventFire]
    """
    The fire test_run made now
    """


class ScheduledTasksUpdateBody(TypedDict):
    name: NotRequired[str]
    """
    A label, trimmed, 1 to 200 characters
    """
    status: NotRequired[Literal["active", "paused"]]
    """
    paused: fires nothing; active again: fires next at its first time after now
    """
    payload: NotRequired[dict[str, Any]]
    """
    A new payload, checked against the operation's schema
    """
    cron_expr: NotRequired[str]
    """
    Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
    """
    timezone: NotRequired[str]
    """
    An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
    """
    allow_draft: NotRequired[bool]
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: NotRequired[bool]
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class ScheduledTasksListRunsResponse(TypedDict, closed=True):
    data: list[EventFire]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeListResponse(TypedDict, closed=True):
    data: list[KnowledgeCollection]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeCreateBody(TypedDict):
    name: str
    description: NotRequired[str]
    embedder: NotRequired[Literal["local", "provider"]]
    """
    Who embeds its passages and queries, for good: `local` (default), the server's local model, free; `provider`, the server's OpenAI-compatible embeddings provider, dispatched as `agent_id`
    """
    agent_id: NotRequired[str]
    """
    With `provider` (required then, refused otherwise): an agent of this workspace, bound to embeddings.create, that its embeddings are dispatched as
    """


class KnowledgeListDocumentsResponse(TypedDict, closed=True):
    data: list[KnowledgeDocument]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeAddDocumentBody(TypedDict):
    title: NotRequired[str]
    """
    Default: an HTML page's title, else the stored object's file name, else the text's first line (a Markdown heading without its `#` marks)
    """
    content_type: NotRequired[
        Literal["text/plain", "text/markdown", "text/html", "application/pdf"]
    ]
    """
    How to read `content` (required with it); with `object_id`, read the object as this rather than as its own content type
    """
    content: NotRequired[str]
    """
    The document, at most 200,000 characters; a PDF in base64. Or send `object_id`
    """
    object_id: NotRequired[str]
    """
    A stored object (obj_…) of your workspace, uploaded and not deleted, to read the document from instead of `content`; at most 20 MiB
    """


class KnowledgeQueryBody(TypedDict, closed=True):
    query: str
    """
    What to look for, in words: matched by meaning, not by keyword
    """
    k: NotRequired[int]
    """
    How many passages, 1 to 50; default 5
    """


class KnowledgeListGrantsResponse(TypedDict, closed=True):
    data: list[KnowledgeGrant]


class KnowledgeGrantBody(TypedDict, closed=True):
    agent_id: str
    """
    An agent of the organization
    """


class StorageListResponse(TypedDict, closed=True):
    data: list[StorageObject]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class StorageCreateBody(TypedDict, closed=True):
    key: str
    """
    Its name in the workspace, e.g. `reports/2025/q1.pdf`; keys need not be unique
    """
    content_type: str
    """
    The media type it is downloaded with
    """
    size: int
    """
    Its size in bytes: the upload must bring exactly this many
    """
    sha256: NotRequired[str]
    """
    Optional: the SHA-256 the upload must have (64 lower-case hex digits)
    """


class TriggersListResponse(TypedDict, closed=True):
    data: list[Trigger]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class TriggersCreateBody(TypedDict):
    agent_id: str
    """
    The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
    """
    name: str
    """
    A label, trimmed, 1 to 200 characters
    """
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: str
    """
    A catalog operation (GET /api/v1/agent-docs); a fire can never change it
    """
    payload: NotRequired[dict[str, Any]]
    """
    The operation's payload. A cron trigger's is checked against the operation's schema now (400 naming `payload.…`); a webhook's may leave fields for its fires to bring, and is checked with the fired body at each fire
    """
    cron_expr: NotRequired[str]
    """
    Required for kind cron, refused for a webhook. Five fields, read in timezone; one that never fires is 400
    """
    timezone: NotRequired[str]
    """
    Kind cron only: an IANA zone; default UTC. An unknown one is 400 naming the field
    """
    mode: NotRequired[Literal["live", "test"]]
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: NotRequired[bool]
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: NotRequired[bool]
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class TriggersUpdateBody(TypedDict):
    name: NotRequired[str]
    """
    A label, trimmed, 1 to 200 characters
    """
    status: NotRequired[Literal["active", "paused"]]
    """
    paused: fires nothing (a webhook fire is 409); active again: a cron trigger fires next at its first time after now
    """
    payload: NotRequired[dict[str, Any]]
    """
    A new payload (a cron trigger's is checked against the operation's schema)
    """
    cron_expr: NotRequired[str]
    """
    Kind cron only (a webhook: 400): a new schedule, next_run_at recomputed from now
    """
    timezone: NotRequired[str]
    """
    Kind cron only (a webhook: 400)
    """
    allow_draft: NotRequired[bool]
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: NotRequired[bool]
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class TriggersListRunsResponse(TypedDict, closed=True):
    data: list[EventFire]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesListResponse(TypedDict, closed=True):
    data: list[Device]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesRegisterBody(TypedDict, closed=True):
    name: str
    """
    What people call the device
    """


class DevicesListGrantsResponse(TypedDict, closed=True):
    data: list[DeviceGrant]


class DevicesGrantBody(TypedDict, closed=True):
    agent_id: str
    """
    An agent of the organization
    """


class DevicesClaimCommandsResponse(TypedDict, closed=True):
    data: list[DeviceCommand]


class DevicesQueueCommandBody(TypedDict, closed=True):
    command: str
    """
    What the device is to do; the device decides what it means
    """
    payload: NotRequired[dict[str, Any]]


class DevicesListCommandsResponse(TypedDict, closed=True):
    data: list[DeviceCommand]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesCompleteCommandBody(TypedDict, closed=True):
    result: dict[str, Any]


class DevicesListSessionsResponse(TypedDict, closed=True):
    data: list[DeviceSession]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesStartSessionBody(TypedDict, closed=True):
    metadata: NotRequired[dict[str, Any]]


class ChatListSessionsResponse(TypedDict, closed=True):
    data: list[ChatSession]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class ChatCreateSessionBody(TypedDict, closed=True):
    agent_id: NotRequired[str]
    """
    The agent to talk to (agt_…); left out, the session makes an agent of its own (chat_owned)
    """
    title: NotRequired[str]
    """
    Defaults to "Chat with <agent name>"
    """
    mode: NotRequired[Literal["live", "test"]]
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: NotRequired[str]
    """
    The model of its turns unless a turn names one; left out, the agent's default model, else proctor/sandbox
    """
    force_approval: NotRequired[bool]
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """


class ToolResult(TypedDict, closed=True):
    tool_call_id: str
    content: str
    """
    The local tool's output, as the model should read it
    """


class LocalTool(TypedDict, closed=True):
    name: str
    description: NotRequired[str]
    parameters: NotRequired[dict[str, Any]]
    """
    JSON Schema of its arguments
    """


class ChatTurnBody(TypedDict, closed=True):
    session_id: str
    """
    Chat session id (chs_…)
    """
    message: NotRequired[str]
    """
    The person's message; required unless continue_from resumes a paused turn
    """
    model: NotRequired[str]
    """
    This turn's model; left out, the session's, else the agent's default model, else proctor/sandbox
    """
    continue_from: NotRequired[str]
    """
    A paused turn (ctn_…, the done event's continue_from) to resume, once its approvals are decided and its local tools answered
    """
    tool_results: NotRequired[list[ToolResult]]
    """
    With continue_from: the result of every local call the turn waits for (local_tools_pending)
    """
    local_tools: NotRequired[list[LocalTool]]
    """
    Tools the client runs itself (a local command-line client's files or shell): their calls come back as one local_tools_pending batch
    """


class ChatDecideApprovalBody(TypedDict, closed=True):
    decision: Literal["approve", "reject"]
    note: NotRequired[str]
    """
    The approver's note, or the rejection's reason
    """


class ModelsFavoritesListResponse(TypedDict, closed=True):
    data: list[ModelFavorite]


class ModelsFavoritesAddBody(TypedDict, closed=True):
    model_id: str
    """
    A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
    """


class Local(TypedDict, closed=True):
    available: bool
    """
    false: the optional package espeak-ng is not installed, and POST /api/v1/tts with a local voice answers 503
    """


class Live1(TypedDict, closed=True):
    available: bool
    """
    false: the live provider is not configured (OPENAI_API_KEY), and its voices are not listed
    """


class TtsVoicesResponse(TypedDict, closed=True):
    voices: list[Voice]
    local: Local
    live: Live1


class TtsCreateBody(TypedDict, closed=True):
    text: str
    """
    What to say: 1 to 1000 characters
    """
    voice: NotRequired[str]
    """
    A voice's id from GET /api/v1/tts. Left out: the local voice of `language` (else `en-us`); with `provider: "live"`, the live provider's first voice
    """
    rate: NotRequired[float]
    """
    Speaking rate, a multiple of the voice's normal rate, 0.1 to 10 (default 1, or the agent's voice_config.rate)
    """
    pitch: NotRequired[float]
    """
    Pitch, −20 to 20 steps from the voice's own (default 0, or the agent's voice_config.pitch); the live synthesizer has no pitch
    """
    language: NotRequired[str]
    """
    BCP 47: picks the local voice when `voice` is left out (default the agent's voice_config.language)
    """
    provider: NotRequired[Literal["local", "live"]]
    """
    `local` (free, on this server) or `live` (agent keys only: the governed operation speech.synthesize). Left out: the provider of `voice`, local when both have it
    """


class AgentDocs(TypedDict, closed=True):
    version: str
    """
    API version the catalog describes
    """
    guide: str
    """
    The steps in prose; every fact in it is also a field below
    """
    dispatch: Dispatch
    statuses: list[Status]
    reasons: list[Reason]
    polling: Polling
    errors: Errors
    modes: list[Mode]
    self: Self
    auth: Auth
    operations: list[CatalogOperation]


class Session(TypedDict, closed=True):
    user: User
    organization: Organization
    role: Literal["owner", "admin", "member"]
    permissions: list[Literal["publish.manage"]]
    """
    Granted beyond the role; an owner holds every permission whatever is listed
    """
    capabilities: Capabilities
    assignable_roles: list[Literal["owner", "admin", "member"]]
    """
    The roles you may invite with or change a member to, and whose holders you may change or remove: owner only for an owner; none without manage_members or manage_invites
    """


class Team(TypedDict, closed=True):
    """
    The agent's team and what is left of its budget (team_budget_exceeded); null: the agent has no team
    """

    id: str
    today: SpendAllowance
    """
    The team's daily limit
    """
    month: SpendAllowance
    """
    The team's monthly limit
    """
    total: SpendAllowance
    """
    The team's pool and hard cap, whichever is lower, against everything the team has spent
    """


class Worker(TypedDict, closed=True):
    """
    The agent's owner as a worker of its team (worker_budget_exceeded); null: none
    """

    user_id: str
    allocation: SpendAllowance
    """
    The worker's allocation from the team pool
    """


class BindingAllowance(TypedDict, closed=True):
    operation: str
    """
    "<service>.<operation>"
    """
    enabled: bool
    """
    A disabled binding blocks every request with policy_violation; false also when an agent this one was spawned from has no enabled binding for the operation
    """
    daily_limit: int | None
    monthly_budget_cents: int | None
    approval_threshold_cents: int | None
    """
    A worst-case cost above this needs approval; null: never
    """
    today: DayAllowance
    month: MonthAllowance
    connected_app: ConnectedApp | None
    """
    The organization's own app the operation acts through in live mode; null: it needs none
    """


class SkillProposal(TypedDict, closed=True):
    id: str
    agent_id: str
    """
    The agent the skill is for: approving grants it the workflow
    """
    workflow_id: str | None
    """
    The workflow approving adds a version to; null: approving makes a new workflow named `name`
    """
    name: str
    description: str | None
    steps: list[WorkflowStepOutput]
    edges: list[WorkflowEdge]
    status: Literal["pending", "approved", "rejected"]
    proposed_by: str | None
    """
    The user id of who proposed it; null when the agent did, with its key
    """
    notes: str | None
    """
    The decider's notes
    """
    decided_by: str | None
    """
    The user id of who approved or rejected it
    """
    decided_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    result_workflow_id: str | None
    """
    Once approved: the workflow the version was saved to
    """
    result_version_id: str | None
    """
    Once approved: the draft version it made
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class ServiceRequestDryRun(TypedDict, closed=True):
    decision: Literal["executed", "blocked", "approval_required", "failed"]
    """
    What the dispatch would answer now: executed when every rule and budget lets it through and the provider would be called (an asynchronous provider answers running first, and the provider may still fail); otherwise the outcome and its reason, as the dispatch would record it
    """
    operation: str
    """
    The operation, resolved as the dispatch resolves it
    """
    mode: Literal["live", "test"]
    """
    The key's mode: the counters and rules it was decided on
    """
    reason_code: NotRequired[
        Literal[
            "policy_violation",
            "daily_limit_exceeded",
            "monthly_budget_exceeded",
            "agent_budget_exceeded",
            "team_budget_exceeded",
            "worker_budget_exceeded",
            "task_budget_exceeded",
            "task_closed",
            "insufficient_balance",
            "approval_threshold",
            "approval_rejected",
            "approval_expired",
            "workflow_run_ended",
            "adapter_error",
            "requires_connected_app",
            "agent_disabled",
            "workflow_not_granted",
            "workflow_unpublished",
            "workflow_depth_exceeded",
            "workflow_limit_exceeded",
            "resource_not_granted",
        ]
    ]
    """
    Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.
    """
    detail: str | None
    """
    The words the request's result.detail would hold; null when it would be executed
    """
    refusal: NotRequired[Refusal]
    """
    Present with reason_code: the reason typed, with the advice and the budget limit it would meet
    """
    estimated_cost_cents: int | None
    """
    The worst-case cost at the live price (what a dispatch holds); null when the payload does not parse or the price could not be asked
    """
    levels: list[LevelHeadroom]
    """
    Every budget level, in the order the pipeline checks them, each with its limit, what is used and what is left now
    """


class McpAnswer(TypedDict):
    jsonrpc: Literal["2.0"]
    id: str | int | None
    result: NotRequired[dict[str, Any]]
    """
    tools/list: {tools}; tools/call: a tool result {content, structuredContent, isError}
    """
    error: NotRequired[McpProtocolError]


class Balance(TypedDict, closed=True):
    balance_cents: int
    """
    Settled balance of your active workspace's wallet
    """
    held_cents: int
    """
    Held by requests in flight; available = balance_cents - held_cents
    """
    currency: Literal["usd"]
    team: NotRequired[TeamBudget]
    """
    With team_id: the team's budget, as GET /api/v1/teams/{id}/budget answers it
    """


class WorkflowVersion(TypedDict, closed=True):
    id: str
    workflow_id: str
    number: int
    """
    1, 2, 3… in the order the versions were saved
    """
    status: Literal["draft", "published"]
    """
    An agent runs a draft only with allow_draft; publishing goes through a governance review
    """
    steps: list[WorkflowStepOutput]
    edges: list[WorkflowEdge]
    created_by: str
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    published_at: str | None
    """
    ISO 8601 timestamp, UTC
    """


class WorkflowRun(TypedDict, closed=True):
    id: str
    workflow_id: str
    version_id: str
    agent_id: str
    """
    The agent its dispatches are made as
    """
    mode: Literal["live", "test"]
    status: Literal["running", "completed", "failed", "cancelled"]
    input: dict[str, Any]
    output: dict[str, Any] | None
    """
    Once completed: the outputs of the steps nothing follows, by label
    """
    error: str | None
    """
    Once failed: the step that failed and why
    """
    cost_cents: int
    """
    What its steps' dispatches cost
    """
    cancel_requested_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    finished_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    steps: list[WorkflowStepRun]
    """
    Every attempt of each step in the order made: the first attempts in the version's order, retries after them
    """


class KnowledgeSearchResult(TypedDict, closed=True):
    data: list[KnowledgeHit]


class RegisteredDevice(TypedDict, closed=True):
    device: Device
    token: str
    """
    device_token_…: the device's credential. Shown this once, stored hashed (SHA-256, as agent keys are), never readable again
    """


class ChatMessage(TypedDict, closed=True):
    id: str
    turn_id: str
    role: Literal["user", "assistant", "tool"]
    content: str
    tool_call_id: str | None
    """
    A tool message: the call it answers
    """
    tool_calls: list[ChatToolCall]
    """
    An assistant message: the tool calls it made
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """


class ModelList(TypedDict, closed=True):
    source: Literal["aggregator", "sandbox"]
    """
    aggregator: the configured OpenAI-compatible server's list; sandbox: no aggregator is configured, and the list is the sandbox's, free and offline
    """
    provider: str
    """
    "OpenRouter", the base URL of another OpenAI-compatible server, or "Proctor sandbox"
    """
    fetched_at: str | None
    """
    When the server answered with this list (it is kept an hour); null for the sandbox list, which is never fetched
    """
    data: list[Model]


class ServiceRequest(TypedDict, closed=True):
    id: str
    agent_id: str
    status: Literal["executed", "blocked", "approval_required", "failed", "running"]
    operation: str
    mode: Literal["live", "test"]
    payload: dict[str, Any]
    """
    The request's payload, valid for the operation's schema
    """
    result: dict[str, Any] | None
    """
    Provider output when executed; { detail } when blocked or failed: a budget's refusal words the detail as one sentence to act on (the limit, what is used of it, what the request adds, when it resets, then the reason's advice), and keeps the limit beside it
    """
    cost_cents: int
    """
    Debited from the wallet; 0 unless executed in live mode
    """
    reason_code: NotRequired[
        Literal[
            "policy_violation",
            "daily_limit_exceeded",
            "monthly_budget_exceeded",
            "agent_budget_exceeded",
            "team_budget_exceeded",
            "worker_budget_exceeded",
            "task_budget_exceeded",
            "task_closed",
            "insufficient_balance",
            "approval_threshold",
            "approval_rejected",
            "approval_expired",
            "workflow_run_ended",
            "adapter_error",
            "requires_connected_app",
            "agent_disabled",
            "workflow_not_granted",
            "workflow_unpublished",
            "workflow_depth_exceeded",
            "workflow_limit_exceeded",
            "resource_not_granted",
        ]
    ]
    """
    Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.
    """
    refusal: NotRequired[Refusal]
    """
    Present with reason_code: the reason typed, with the advice and the budget limit it met
    """
    approval_id: NotRequired[str]
    """
    Present when an approval was needed
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: str | None
    """
    When it reached executed, blocked or failed; null while it waits or runs
    """


class Error1(TypedDict, closed=True):
    code: Literal[
        "invalid_request",
        "unauthorized",
        "forbidden",
        "spawn_depth_exceeded",
        "not_found",
        "method_not_allowed",
        "idempotency_conflict",
        "conflict",
        "gone",
        "quota_exceeded",
        "insufficient_pool",
        "rate_limited",
        "not_configured",
        "internal_error",
        "service_unavailable",
    ]
    """
    The `code` of the error envelope; the SDKs choose an error kind by it. Clients accept codes they do not know.
    """
    message: str
    request_id: str
    """
    Same value as the X-Request-Id response header
    """
    details: NotRequired[list[Detail]]


class Error(TypedDict, closed=True):
    """
    The one error envelope of every non-2xx response
    """

    error: Error1


class AgentsSkillProposalsListResponse(TypedDict, closed=True):
    data: list[SkillProposal]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class ServiceRequestsListResponse(TypedDict, closed=True):
    data: list[ServiceRequest]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsVersionsListResponse(TypedDict, closed=True):
    data: list[WorkflowVersion]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsRunsListResponse(TypedDict, closed=True):
    data: list[WorkflowRun]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentSelf(TypedDict, closed=True):
    id: str
    name: str
    mode: Literal["live", "test"]
    """
    The mode of the key used: every count below is of this mode
    """
    status: Literal["active", "paused", "disabled"]
    """
    Only an active agent may dispatch
    """
    stopped_by: StoppedBy | None
    """
    The first agent up the spawn chain, parent first, that is not active: its descendants are refused agent_disabled too. Null: none stops this one
    """
    monthly_budget_cents: int | None
    """
    The agent's own monthly cap; null: none
    """
    month: MonthAllowance
    """
    The agent's monthly cap this month, over all its operations
    """
    bindings: list[BindingAllowance]
    """
    The operations the agent may dispatch, by operation; an operation not listed is blocked with policy_violation
    """
    team: Team | None
    """
    The agent's team and what is left of its budget (team_budget_exceeded); null: the agent has no team
    """
    worker: Worker | None
    """
    The agent's owner as a worker of its team (worker_budget_exceeded); null: none
    """
    wallet: Wallet
    """
    The agent's workspace's wallet: live requests hold from it, test requests are checked against it
    """


class Approval(TypedDict, closed=True):
    id: str
    status: Literal["pending", "approved", "rejected", "expired"]
    cost_cents: int
    """
    The estimated cost that needed approval
    """
    threshold_cents: int
    note: str | None
    """
    The approver's note or the rejection reason
    """
    decided_by: str | None
    decided_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    expires_at: str
    """
    ISO 8601 timestamp, UTC
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    kind: Literal["service_request", "workflow_step"]
    """
    What waits: a service request above its threshold, or a workflow run at an approval step
    """
    service_request: ServiceRequest | None
    """
    The request it is about (kind service_request), else null
    """
    workflow_step: WorkflowStep1 | None
    """
    The approval step it is about (kind workflow_step), else null: approving completes the step, rejecting or letting it expire fails it
    """


class ChatSessionWithHistory(TypedDict, closed=True):
    id: str
    agent_id: str
    title: str
    mode: Literal["live", "test"]
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: str | None
    """
    The session's model; null: the agent's default model, else the sandbox model proctor/sandbox
    """
    force_approval: bool
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """
    status: Literal["open", "closed"]
    active_turn_id: str | None
    """
    The turn answering now, if any
    """
    created_at: str
    """
    ISO 8601 timestamp, UTC
    """
    closed_at: str | None
    """
    ISO 8601 timestamp, UTC
    """
    messages: list[ChatMessage]
    """
    The newest 500 messages at most, oldest first
    """
    turns: list[ChatTurn]
    """
    The turns of those messages
    """
    truncated: bool
    """
    Older messages were left out
    """


class ChatApprovalDecision(TypedDict, closed=True):
    approval: Approval
    session_id: str
    tool_call_id: str
    continue_from: str
    """
    The paused turn: resume it with POST /api/v1/chat/turn {session_id, continue_from}
    """


class ApprovalsListResponse(TypedDict, closed=True):
    data: list[Approval]
    next_cursor: str | None
    """
    Pass as cursor for the next page; null on the last page
    """
