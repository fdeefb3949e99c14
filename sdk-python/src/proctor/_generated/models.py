# GENERATED FILE, DO NOT EDIT. Pydantic models of every schema, by datamodel-code-generator.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).

from __future__ import annotations

from typing import Annotated, Any, Dict, Generic, Literal

from proctor._models import BaseModel, ResultT
from pydantic import ConfigDict, Field, RootModel, StringConstraints
from typing_extensions import TypeAliasType


class WorkflowStep(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    label: Annotated[str, Field(max_length=64)]
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
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}
    """
    The step type's input; any string may hold templates
    """


class WorkflowEdge(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    from_: Annotated[str, Field(alias="from", max_length=64)]
    """
    Unique in the version; templates name the step by it: ${steps.<label>.output}
    """
    to: Annotated[str, Field(max_length=64)]
    """
    Unique in the version; templates name the step by it: ${steps.<label>.output}
    """
    when: bool | None = None
    """
    Only from a condition step: followed when the condition's result is this
    """


class Header(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=200)]
    required: bool
    value: Annotated[str, Field(max_length=20000)]
    description: Annotated[str, Field(max_length=20000)]
    schema_: Annotated[
        dict[Annotated[str, StringConstraints(max_length=256)], Any] | None,
        Field(alias="schema"),
    ] = None


class Dispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    method: Literal["POST"]
    path: Annotated[str, Field(max_length=200)]
    headers: Annotated[list[Header], Field(max_length=1000)]
    body_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    JSON Schema of the body; each operation's `payload_schema` is below
    """
    response_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    JSON Schema of the service request answered, on dispatch and on polling
    """


class Status(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Annotated[str, Field(max_length=200)]
    http_status: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What POST /api/v1/service-requests answers with it
    """
    final: bool
    """
    false: the request still changes; poll it
    """
    meaning: Annotated[str, Field(max_length=20000)]


class Reason(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[str, Field(max_length=200)]
    meaning: Annotated[str, Field(max_length=20000)]
    what_to_do: Annotated[str, Field(max_length=20000)]


class Request(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    method: Annotated[str, Field(max_length=200)]
    path: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]


class Events(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    method: Annotated[str, Field(max_length=200)]
    path: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]


class Polling(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    request: Request
    events: Events


class Code(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[str, Field(max_length=200)]
    http_status: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    meaning: Annotated[str, Field(max_length=20000)]


class Errors(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    envelope_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    codes: Annotated[list[Code], Field(max_length=1000)]
    invalid_payload_example: dict[
        Annotated[str, StringConstraints(max_length=256)], Any
    ]
    """
    The 400 a payload outside its schema gets: one detail per bad field, by its path from the body
    """


class Mode(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    mode: Literal["live", "test"]
    key_prefix: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]


class Self(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    method: Annotated[str, Field(max_length=200)]
    path: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]


class AgentKeyPrefix(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class Dispatch1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    method: Literal["POST"]
    path: Annotated[str, Field(max_length=200)]


class Auth(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    header: Literal["Authorization"]
    scheme: Literal["Bearer"]
    agent_key_prefixes: Annotated[list[AgentKeyPrefix], Field(max_length=1000)]
    idempotency_header: Literal["Idempotency-Key"]
    dispatch: Dispatch1


class Pricing(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    cost_cents: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ] = None
    unit: Annotated[str, Field(max_length=200)]
    formula: Annotated[str | None, Field(max_length=20000)] = None


class LiveSetting(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class Test(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    available: bool
    reason: Annotated[str | None, Field(max_length=20000)]
    """
    Why not, and what makes it available; null when available
    """


class Live(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    available: bool
    reason: Annotated[str | None, Field(max_length=20000)]
    """
    Why not, and what makes it available; null when available
    """


class Availability(BaseModel):
    """
    Whether a request with a key of each mode can execute on this server; one that cannot fails with adapter_error, nothing debited
    """

    model_config = ConfigDict(
        extra="allow",
    )
    test: Test
    live: Live


class Example(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    description: Annotated[str | None, Field(max_length=20000)] = None


class SandboxFailure(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    description: Annotated[str, Field(max_length=20000)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]


class CatalogOperation(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Annotated[str, Field(max_length=200)]
    """
    "<service>.<operation>", the value of `operation` on dispatch
    """
    service: Annotated[str, Field(max_length=200)]
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]
    payload_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    JSON Schema of `payload`
    """
    result_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    JSON Schema of `result`
    """
    pricing: Pricing
    async_: Annotated[bool, Field(alias="async")]
    """
    May answer `running` (HTTP 202) and complete later
    """
    requires_connected_app: Annotated[str | None, Field(max_length=20000)]
    """
    The family of the organization's own app it acts through in live mode (team_chat: Slack; email: Nylas; crm: HubSpot or Salesforce; ticketing: Zendesk or Jira; calendar: Nylas; payments: Stripe), never the server's: without an active one in the agent's workspace a live request is blocked with requires_connected_app (GET /api/v1/agents/me says per binding whether it is installed). Test keys need none
    """
    live_settings: Annotated[list[LiveSetting], Field(max_length=1000)]
    """
    The server settings its live provider needs
    """
    availability: Availability
    """
    Whether a request with a key of each mode can execute on this server; one that cannot fails with adapter_error, nothing debited
    """
    examples: Annotated[list[Example], Field(max_length=1000)]
    sandbox_failures: Annotated[list[SandboxFailure], Field(max_length=1000)]
    """
    Payloads the sandbox answers with status failed, so that test mode can exercise error handling; live mode does not treat them as triggers
    """


class User(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    email: Annotated[str, Field(max_length=254)]
    name: Annotated[str | None, Field(max_length=200)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Organization(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Capabilities(BaseModel):
    """
    What the person may do in this organization, computed by the server from their role and permissions with the rules it enforces: a client shows or hides an action by these, and never keeps a table of roles of its own
    """

    model_config = ConfigDict(
        extra="allow",
    )
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


class PersonalToken(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The workspace (wsp_…) the token acts in: the minting session's. Only POST /api/v1/workspaces/switch called with this token moves it; a request can name another with the Proctor-Workspace header
    """
    enabled: bool
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    last_used_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class VoiceConfig(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    rate: float | None = None
    pitch: float | None = None
    language: Annotated[str | None, Field(max_length=200)] = None


class Agent(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=20000)]
    status: Literal["active", "paused", "disabled"]
    icon: Annotated[str | None, Field(max_length=200)]
    category: Annotated[str | None, Field(max_length=200)]
    personality: Annotated[str | None, Field(max_length=20000)]
    systemPrompt: Annotated[str | None, Field(max_length=20000)]
    voiceConfig: VoiceConfig | None
    defaultModelId: Annotated[str | None, Field(max_length=20000)]
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
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
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The workspace the agent belongs to; its wallet pays the agent's dispatches
    """
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The team whose budget the agent's dispatches also draw on; null: none
    """
    owner_user_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The person who owns the agent; a worker's allocation is drawn on when they are a worker of its team
    """
    parent_agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The agent that spawned this one (POST /api/v1/agents/spawn); null for the organization's own
    """
    depth: Annotated[int, Field(ge=0, le=3)]
    """
    0 for the organization's agents, one more per spawn (at most 3)
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class StoppedBy(BaseModel):
    """
    The first agent up the spawn chain, parent first, that is not active: its descendants are refused agent_disabled too. Null: none stops this one
    """

    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent this one was spawned from (directly or further up) that stops it
    """
    status: Literal["paused", "disabled", "deleted"]


class Wallet(BaseModel):
    """
    The agent's workspace's wallet: live requests hold from it, test requests are checked against it
    """

    model_config = ConfigDict(
        extra="allow",
    )
    balance_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    held_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Held by live requests in flight
    """
    available_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    balance_cents - held_cents: the worst case a request may cost, in both modes
    """


class MonthAllowance(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    period: Annotated[str, Field(max_length=200)]
    """
    The UTC month, YYYY-MM
    """
    spent_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    Cents counted against the limit in this period: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold. Null when the limit is not set: nothing is counted then
    """
    remaining_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    What the next requests may still hold this month; null: no monthly limit. For a binding of a spawned agent, the least of what its own limit and each ancestor's binding's for the operation leave
    """


class InstalledItem(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    provider: Literal[
        "slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"
    ]
    status: Literal["active", "needs_reauth", "revoked"]


class ConnectedApp(BaseModel):
    """
    The organization's own app the operation acts through in live mode; null: it needs none
    """

    model_config = ConfigDict(
        extra="allow",
    )
    family: Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    ready: bool
    """
    Requests of this key's mode can run: always in test mode; in live mode when the workspace has an active app of the family
    """
    installed: Annotated[list[InstalledItem], Field(max_length=7)]
    """
    The workspace's apps of the family, whatever their state
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    What a person must install when not ready (requires_connected_app)
    """


class DayAllowance(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    period: Annotated[str, Field(max_length=200)]
    """
    The UTC day, YYYY-MM-DD
    """
    requests: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Requests counted against the limit in this period: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold. Null when the limit is not set: nothing is counted then; one that did not execute is not counted
    """
    remaining_requests: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    """
    Requests still allowed today; null: no daily limit. For a spawned agent, the least of what its own daily_limit and each ancestor's binding's for the operation leave
    """


class SpendAllowance(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    period: Annotated[str, Field(max_length=200)]
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM), or total
    """
    limit_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    The limit in this period; null: none
    """
    spent_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Cents counted in this period, whether or not a limit is set: executed requests at their cost (test mode: at their live worst case), plus what requests still running hold
    """
    remaining_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    What the next requests may still hold; null: no limit
    """


class ServiceBinding(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    operation: Annotated[str, Field(max_length=200)]
    """
    "<service>.<operation>"
    """
    service: Annotated[str, Field(max_length=200)]
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    Monthly cap for this operation; null: none
    """
    daily_limit: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Requests per day; null: none
    """
    approval_threshold_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    A cost above this needs approval; null: never
    """
    enabled: bool
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Limits(BaseModel):
    """
    The binding's limits
    """

    model_config = ConfigDict(
        extra="allow",
    )
    daily_limit: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Requests per day; null: none
    """
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    Monthly cap for this operation; null: none
    """
    approval_threshold_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    A cost above this needs approval; null: never
    """


class Workflow(BaseModel):
    """
    The workflow of a `workflow` skill; null for a `service` skill
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=20000)]


class AgentSkill(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    type: Literal["service", "workflow"]
    """
    service: an operation the agent may dispatch (an enabled binding); workflow: a workflow granted to the agent, run by dispatching workflow.run with its id (the catalog fields and limits are those of workflow.run)
    """
    operation: Annotated[str, Field(max_length=200)]
    """
    "<service>.<operation>", the value of `operation` on dispatch
    """
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str, Field(max_length=20000)]
    payload_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    JSON Schema of `payload`
    """
    result_schema: dict[Annotated[str, StringConstraints(max_length=256)], Any]
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


class SpawnedAgent(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent: Agent
    api_key: Annotated[str, Field(max_length=200)]
    """
    The child's key of the caller's mode (a test key spawns with the child's test key), shown once
    """


class Actor(BaseModel):
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """

    model_config = ConfigDict(
        extra="allow",
    )
    type: Literal["user", "agent", "device", "system"]
    id: Annotated[str | None, Field(max_length=64, min_length=1)]


class Target(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    type: Annotated[str, Field(max_length=200)]
    id: Annotated[str | None, Field(max_length=64, min_length=1)]


class ActivityItem(BaseModel):
    """
    An entry of the audit trail, with the kind of activity it records
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    seq: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Position in the organization’s chain, from 1, without gaps
    """
    occurred_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    actor: Actor
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """
    action: Annotated[str, Field(max_length=200)]
    """
    <resource>.<verb>, e.g. agent.created, personal_token.disabled; a dispatch outcome is service_request.<status>, with reason_code, cost_cents and mode
    """
    target: Target | None
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    outcome: Annotated[str, Field(max_length=200)]
    reason_code: Annotated[str | None, Field(max_length=20000)]
    cost_cents: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    mode: Literal["live", "test"] | None
    request_id: Annotated[str | None, Field(max_length=128)]
    """
    X-Request-Id of the request that caused it
    """
    details: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    """
    What changed (field names, limits, the key mode rotated), never a key, token or password
    """
    prev_hash: Annotated[str, Field(max_length=200)]
    """
    The hash of the entry before it in the chain; 64 zeros for the first
    """
    hash: Annotated[str, Field(max_length=200)]
    """
    SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry without the hashes), hex
    """
    type: Literal["service_call", "delegation", "memory", "audit"]
    """
    service_call: a dispatch and its outcome; delegation: a task delegated, started, finished or cancelled; memory: a memory written; audit: any other change
    """


class PublishRequest(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The workflow’s or the agent’s name
    """
    workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_number: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    status: Literal["pending", "approved", "rejected"]
    requested_by: Annotated[str, Field(max_length=200)]
    """
    The user id of who asked
    """
    notes: Annotated[str | None, Field(max_length=20000)]
    """
    The decider’s notes
    """
    decided_by: Annotated[str | None, Field(max_length=200)]
    decided_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    publication_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The publication an approval made
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_decide: bool
    """
    Whether you may approve or reject it now: it is pending, you hold publish.manage, and it is not your own request unless you are an owner
    """


class Conversation(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent the conversation belongs to
    """
    title: Annotated[str, Field(max_length=200)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    When the last message was posted (created_at until then)
    """


class ConversationMessage(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    conversation_id: Annotated[str, Field(max_length=64, min_length=1)]
    role: Literal["user", "assistant", "system", "tool"]
    """
    user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
    """
    content: Annotated[str, Field(max_length=1048576)]
    author_id: Annotated[str | None, Field(max_length=200)]
    """
    Who posted it: the agent (agt_…) with its key, or a person (usr_…)
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Operation(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class DelegatedTask(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    parent_agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent that delegated the task
    """
    child_agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The spawned agent doing it
    """
    mode: Literal["live", "test"]
    """
    The mode of the key that delegated it: the child dispatches for it with its key of this mode
    """
    title: Annotated[str, Field(max_length=200)]
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    budget_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The hard cap of what dispatches for the task may hold and spend
    """
    spent_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    What dispatches for the task have spent, or hold while in flight
    """
    operations: Annotated[list[Operation], Field(max_length=1000)]
    """
    The only operations a dispatch for the task may use
    """
    status: Literal["accepted", "in_progress", "completed", "failed", "cancelled"]
    result: Any
    """
    What the child reported when it completed or failed (any JSON); null until then
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: Annotated[str | None, Field(max_length=40)]
    """
    When it was completed, failed or cancelled
    """


class Tag(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class Link(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class Memory(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    content: Annotated[str, Field(max_length=1048576)]
    kind: Annotated[str, Field(max_length=200)]
    """
    What sort of memory it is, e.g. note, fact, preference (note when not given)
    """
    tags: Annotated[list[Tag], Field(max_length=20)]
    links: Annotated[list[Link], Field(max_length=50)]
    """
    Ids of other memories of the agent this one points to: the edges of the graph
    """
    accessCount: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    How many times a list or search has returned it, this read included (the spec’s name)
    """
    access_count: Annotated[
        int, Field(deprecated=True, ge=-9007199254740991, le=9007199254740991)
    ]
    """
    Deprecated: the same as accessCount, kept for clients written before it; to be removed in a later minor version
    """
    last_accessed_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    relevanceScore: float | None = None
    """
    A search's only: the cosine similarity of the memory to the query, -1 to 1, higher is nearer (the spec's name)
    """
    relevance_score: Annotated[float | None, Field(deprecated=True)] = None
    """
    Deprecated: the same as relevanceScore, kept for clients written before it; to be removed in a later minor version
    """


class Edge(BaseModel):
    """
    source links to target
    """

    model_config = ConfigDict(
        extra="allow",
    )
    source: Annotated[str, Field(max_length=200)]
    target: Annotated[str, Field(max_length=200)]


class MemoryGraph(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    nodes: Annotated[list[Memory], Field(max_length=500)]
    edges: Annotated[list[Edge], Field(max_length=25000)]
    truncated: bool
    """
    More memories than the 500 newest shown
    """


class LevelHeadroom(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
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
    period: Annotated[str | None, Field(max_length=20000)]
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total it counts in; null for the wallet, and for a level the agent does not have
    """
    limit: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The limit, in its unit; the wallet's: its balance. Null: not set
    """
    used: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What is counted against it in the period (executed requests and the holds of those in flight); the wallet's: what is held. Null when the limit is not set
    """
    remaining: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What the next requests may still take of it; null: nothing limits there. A spawned agent's binding levels are also bounded by each ancestor's binding for the operation
    """


class Id(RootModel[str]):
    root: Annotated[str, Field(max_length=200)]


class Id1(RootModel[int]):
    root: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]


class McpProtocolError(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    message: Annotated[str, Field(max_length=20000)]
    data: Any | None = None


class WorkflowStep1(BaseModel):
    """
    The approval step it is about (kind workflow_step), else null: approving completes the step, rejecting or letting it expire fails it
    """

    model_config = ConfigDict(
        extra="allow",
    )
    workflow_id: Annotated[str, Field(max_length=64, min_length=1)]
    run_id: Annotated[str, Field(max_length=64, min_length=1)]
    step_label: Annotated[str, Field(max_length=200)]
    title: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=20000)]


class AuditEntry(BaseModel):
    """
    One change, written in the same transaction as the change itself: an entry exists if and only if the change happened. The database refuses to update (but for sealing a pending entry into the chain), delete or truncate entries.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    seq: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Position in the organization’s chain, from 1, without gaps
    """
    occurred_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    actor: Actor
    """
    Who made the change: a person, an agent, or the server itself (system: the sweeper, the poller, a provider's reconcile webhook)
    """
    action: Annotated[str, Field(max_length=200)]
    """
    <resource>.<verb>, e.g. agent.created, personal_token.disabled; a dispatch outcome is service_request.<status>, with reason_code, cost_cents and mode
    """
    target: Target | None
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    outcome: Annotated[str, Field(max_length=200)]
    reason_code: Annotated[str | None, Field(max_length=20000)]
    cost_cents: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    mode: Literal["live", "test"] | None
    request_id: Annotated[str | None, Field(max_length=128)]
    """
    X-Request-Id of the request that caused it
    """
    details: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    """
    What changed (field names, limits, the key mode rotated), never a key, token or password
    """
    prev_hash: Annotated[str, Field(max_length=200)]
    """
    The hash of the entry before it in the chain; 64 zeros for the first
    """
    hash: Annotated[str, Field(max_length=200)]
    """
    SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the entry without the hashes), hex
    """


class AuditVerification(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    valid: bool
    entries: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Entries verified before the first invalid one (all when valid)
    """
    head_hash: Annotated[str, Field(max_length=200)]
    """
    Hash of the last verified entry
    """
    first_invalid_seq: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]


class Datum(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    key: Annotated[str, Field(max_length=200)]
    """
    The operation, agent id, UTC day, team id or worker's user id; "none" for agents with no team or owner
    """
    then_key: Annotated[str | None, Field(max_length=200)] = None
    """
    With then_by: the row's key in the second grouping, "none" as key is
    """
    mode: Literal["live", "test"]
    requests: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    executed: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    cost_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]


class Usage(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    from_: Annotated[str, Field(alias="from", max_length=200)]
    to: Annotated[str, Field(max_length=200)]
    group_by: Literal["operation", "agent", "day", "team", "worker"]
    data: Annotated[list[Datum], Field(max_length=10000)]


class Datum1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
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
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The agent whose binding or cap it is; null for a team's or a worker's
    """
    operation: Annotated[str | None, Field(max_length=200)]
    """
    The binding's operation; null unless a binding's
    """
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The team whose budget, or in which the worker's allocation, it is
    """
    user_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The worker whose allocation it is
    """
    period: Annotated[str, Field(max_length=200)]
    """
    The UTC day (YYYY-MM-DD), the UTC month (YYYY-MM) or total, that the limit counts in
    """
    limit: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The limit, in its unit
    """
    used: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Counted against it in the period: executed requests at their cost (test mode: at their live worst case), plus what requests in flight hold
    """
    remaining: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What the next requests may still hold; for a spawned agent's binding, also bounded by its ancestors'
    """
    resets_at: Annotated[str | None, Field(max_length=40)]
    """
    When the period ends and the limit counts afresh (UTC); null when it never resets
    """


class BudgetOverview(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    mode: Literal["live", "test"]
    data: Annotated[list[Datum1], Field(max_length=10000)]


class PaymentEventReceipt(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    received: Literal[True]
    duplicate: bool
    """
    true when this event, or another completing the same checkout, was already applied: nothing changed
    """


class SlackEventReceipt(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    ok: Literal[True]
    challenge: Annotated[str | None, Field(max_length=200)] = None
    """
    url_verification: the challenge Slack sent, answered as it came
    """


class VoiceStatusReceipt(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    received: Literal[True]
    status: Annotated[str, Field(max_length=200)]
    """
    The request's status now: running while the call is under way, then executed or failed (as it was, for a repeated callback)
    """


class TeamBudget(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    team_id: Annotated[str, Field(max_length=64, min_length=1)]
    pool_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Spending rights moved into the team from its workspace, in total
    """
    allocated_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The part of the pool allocated to workers; never above pool_cents
    """
    daily_limit_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    The team's spend per UTC day; null: no limit
    """
    monthly_limit_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    The team's spend per UTC month; null: no limit
    """
    hard_cap_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    The team's spend in total; null: no cap
    """
    total_limit_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What the team may spend in total, which spent_total_cents counts against: its pool, or its hard cap when that is lower (team_budget_exceeded)
    """
    spent_today_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Live spend this UTC day, holds of requests in flight included
    """
    spent_month_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Live spend this UTC month, holds of requests in flight included
    """
    spent_total_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Live spend in total, drawn against the pool and the hard cap
    """


class CheckoutSession(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Checkout session id (chk_…)
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where the payer goes: Stripe's hosted checkout, or this server's sandbox page
    """
    status: Literal["open", "complete", "expired"]
    """
    complete once the payment webhook credited the balance
    """
    amount_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    currency: Literal["usd"]
    provider: Literal["stripe", "sandbox"]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The workspace whose wallet the payment credits
    """
    success_url: Annotated[str | None, Field(max_length=20000)]
    cancel_url: Annotated[str | None, Field(max_length=20000)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class PromoRedemption(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[str, Field(max_length=200)]
    amount_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What the code added
    """
    balance_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The active workspace's balance after it
    """


class PromoCode(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Promo code id (promo_…)
    """
    code: Annotated[str, Field(max_length=200)]
    """
    Uppercased; redeemed in any case
    """
    amount_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    max_redemptions: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    """
    How many organizations may redeem it; null: no limit
    """
    redemption_count: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    expires_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    deleted_at: Annotated[str | None, Field(max_length=40)]
    """
    Set once deleted: it redeems no more, and its code stays taken
    """


class Member(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    email: Annotated[str, Field(max_length=254)]
    name: Annotated[str | None, Field(max_length=200)]
    role: Literal["owner", "admin", "member"]
    permissions: Annotated[list[Literal["publish.manage"]], Field(max_length=1)]
    """
    Granted beyond the role; an owner holds every permission whatever is listed
    """
    held_permissions: Annotated[list[Literal["publish.manage"]], Field(max_length=1)]
    """
    Every permission the member holds, as the server checks it: those granted and, for an owner, all of them
    """
    joined_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Invite(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    email: Annotated[str, Field(max_length=254)]
    role: Literal["owner", "admin", "member"]
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The team the person joins as a worker on accepting, or null
    """
    invited_by: Annotated[str, Field(max_length=200)]
    """
    The user (usr_…) who made the invite
    """
    expires_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Workspace(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    is_default: bool
    """
    The organization's first workspace, made at signup with the trial balance
    """
    is_active: bool
    """
    The workspace the caller acts in: their lists, new agents and balance follow it
    """
    balance_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The workspace wallet's settled balance
    """
    held_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    What open requests hold of the balance; available = balance_cents - held_cents
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Team1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    member_count: Annotated[int, Field(ge=0, le=9007199254740991)]
    is_active: bool
    """
    Whether this is the caller's active team (POST /api/v1/teams/switch)
    """
    created_at: Annotated[str, Field(max_length=40)]
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


class TeamWarning(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Literal["team_limit_exceeded"]
    """
    team_limit_exceeded: the workspace has more than the free plan's 3 teams
    """
    message: Annotated[str, Field(max_length=20000)]


class TeamMember(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    membership_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The team membership (tmm_…): the {membershipId} of PATCH /api/v1/teams/{id}/members/{membershipId}
    """
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    email: Annotated[str, Field(max_length=254)]
    name: Annotated[str | None, Field(max_length=200)]
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """
    allocation_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Spending rights allocated to this person from the team pool
    """
    spent_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    What live dispatches of their agents in this team have spent, in total
    """
    remaining_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    allocation_cents - spent_cents, never below 0
    """
    joined_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_allocate: bool
    """
    Whether you may allocate to this person from the team pool (POST /api/v1/teams/{id}/workers/{userId}/budget/allocate): you manage the team (its manager, or an org admin or owner) and they are one of its workers. Allocations go to workers: a manager gets none
    """


class WorkerAllocation(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    team_id: Annotated[str, Field(max_length=64, min_length=1)]
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    allocation_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The worker's allocation from the team pool, in total
    """
    spent_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Live spend of the worker in the team, holds of requests in flight included
    """
    remaining_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    allocation_cents - spent_cents, never below 0
    """


class BudgetRequest(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    team_id: Annotated[str, Field(max_length=64, min_length=1)]
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Who asked: the allocation goes to them when approved
    """
    amount_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    reason: Annotated[str, Field(max_length=20000)]
    status: Literal["pending", "approved", "rejected"]
    notes: Annotated[str | None, Field(max_length=20000)]
    """
    The decider's notes
    """
    decided_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of who approved or rejected it
    """
    decided_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_decide: bool
    """
    Whether you may approve or reject it now: it is pending, you are its team's manager or an org admin or owner, and it is not your own request
    """


class Option(RootModel[str]):
    root: Annotated[str, Field(max_length=20000)]


class Options(RootModel[list[Option]]):
    root: Annotated[list[Option], Field(max_length=10)]
    """
    A decision's choices; null for the other kinds
    """


class AgentRequest(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent that asked
    """
    kind: Literal["question", "decision", "help", "notice"]
    """
    question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
    """
    title: Annotated[str, Field(max_length=200)]
    body: Annotated[str, Field(max_length=1048576)]
    options: Options | None
    """
    A decision's choices; null for the other kinds
    """
    status: Literal["open", "resolved", "dismissed"]
    response: Annotated[str | None, Field(max_length=1048576)]
    """
    The person's answer: for a resolved decision, the option chosen
    """
    resolved_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of who resolved or dismissed it
    """
    resolved_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Workflow1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=20000)]
    visibility: Literal["private", "team", "org"]
    """
    private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
    """
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The team it is shared with (visibility team)
    """
    created_by: Annotated[str, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change it, add versions and ask for them to be published: its creator, admins and owners
    """


class WorkflowGrant(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    workflow_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_name: Annotated[str, Field(max_length=200)]
    granted_by: Annotated[str, Field(max_length=200)]
    """
    The user id of who granted it
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class WorkflowStepRun(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    label: Annotated[str, Field(max_length=200)]
    type: Annotated[str, Field(max_length=200)]
    attempt: Annotated[int, Field(ge=1, le=9007199254740991)]
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
    error: Annotated[str | None, Field(max_length=1048576)]
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    service_request_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The dispatch it made (service_call, webhook)
    """
    wake_at: Annotated[str | None, Field(max_length=40)]
    """
    While waiting: when the engine looks at it next (a delay's end; for a step woken by the change it waits on, a later backstop); null otherwise
    """
    started_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    finished_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Publication(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The workflow’s or the agent’s name
    """
    workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_number: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    status: Literal["live", "revoked"]
    """
    live: listed in the marketplace (a workflow version: the one runs use); revoked: no longer
    """
    published_by: Annotated[str, Field(max_length=200)]
    """
    The user id of who approved it (or the owner who asked)
    """
    published_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    revoked_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    revoked_by: Annotated[str | None, Field(max_length=200)]
    revoke_reason: Annotated[str | None, Field(max_length=20000)]


class MarketplaceListing(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The publication (pub_…)
    """
    kind: Literal["workflow", "agent"]
    """
    What is published: a workflow version or an agent
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The workflow’s or the agent’s name
    """
    workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    version_number: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    scope: Literal["team", "org"] | None
    """
    An agent's audience: its team's members or the whole organization; null for a workflow, whose visibility (POST /api/v1/workflows/{id}/share) decides
    """
    description: Annotated[str | None, Field(max_length=20000)]
    published_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Scope(RootModel[str]):
    root: Annotated[str, Field(max_length=200)]


class ConnectedApp1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
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
    account_id: Annotated[str, Field(max_length=200)]
    """
    The provider's id of the account: Slack team, Nylas grant, HubSpot hub, Salesforce org, Zendesk subdomain, Jira cloud id
    """
    account_label: Annotated[str, Field(max_length=200)]
    """
    How people know the account: a workspace name, a mailbox, a site
    """
    scopes: Annotated[list[Scope], Field(max_length=100)]
    status: Literal["active", "needs_reauth", "revoked"]
    """
    active: operations act through it; needs_reauth: the provider refused to refresh its token, or revoked it: install it again
    """
    sandbox: bool
    """
    Installed through this server's sandbox provider: its live calls answer as test mode does, at the live price
    """
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    installed_by: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The person (usr_…) who installed it
    """
    installed_by_email: Annotated[str | None, Field(max_length=200)]
    installed_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    refreshed_at: Annotated[str | None, Field(max_length=40)]
    """
    When its token was last refreshed; null when never
    """
    token_expires_at: Annotated[str | None, Field(max_length=40)]
    """
    When its access token expires (it is refreshed 10 minutes before); null when it does not
    """
    last_error: Annotated[str | None, Field(max_length=20000)]
    """
    Why the last refresh failed, when it did
    """
    chat_agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Slack: the agent (of the app's workspace) that answers messages to the app in Slack, in the thread (docs/chat.md, Slack); null: messages are not answered. Set with PATCH /api/v1/connected-apps/{id}
    """


class ConnectedAppProvider(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    provider: Literal[
        "slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"
    ]
    """
    The provider, as the path names it
    """
    name: Annotated[str, Field(max_length=200)]
    family: Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]
    """
    What the app does: team_chat (chat.send, chat.read_messages), email (email.read, email.reply, email.draft), crm (crm.search_contacts, crm.create_contact, crm.update_deal, crm.log_activity), ticketing (ticket.create, ticket.update, ticket.get, ticket.comment), calendar (calendar.list_events, calendar.create_event), payments (payments.create_payment_link, payments.refund). An app is listed under one family; a Nylas app, listed as email, serves calendar too
    """
    serves: Annotated[
        list[Literal["team_chat", "email", "crm", "ticketing", "calendar", "payments"]],
        Field(max_length=6),
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


class ScheduledTask(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as
    """
    name: Annotated[str, Field(max_length=200)]
    operation: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    schedule_type: Literal["recurring"]
    cron_expr: Annotated[str, Field(max_length=200)]
    timezone: Annotated[str, Field(max_length=200)]
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
    next_run_at: Annotated[str | None, Field(max_length=40)]
    """
    The next time it fires; null while paused
    """
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """


class ServiceRequest1(BaseModel):
    """
    The request the fire made, as it stands now (an approval decided since, a provider job finished)
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    status: Literal["executed", "blocked", "approval_required", "failed", "running"]
    reason_code: Annotated[str | None, Field(max_length=20000)]
    cost_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]


class EventFire(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    source_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The scheduled task (sch_…) or trigger (trg_…) that fired
    """
    scheduled_for: Annotated[str | None, Field(max_length=40)]
    """
    The cron time it fires for; null for a webhook fire or a test run
    """
    fired_at: Annotated[str | None, Field(max_length=40)]
    """
    When it was dispatched or skipped; null while pending
    """
    status: Literal["pending", "fired", "skipped"]
    """
    pending: being dispatched; fired: dispatched, `service_request` says what came of it; skipped: not dispatched, `reason` says why
    """
    reason: Annotated[str | None, Field(max_length=20000)]
    """
    Why it was skipped: `missed`: The server was not running at that time; only the latest time missed is fired when it runs again; `agent_paused`: The agent was paused: its sources fire nothing until it is active again; `agent_disabled`: The agent was disabled: its sources fire nothing; `agent_deleted`: The agent was deleted; `source_paused`: The task or trigger was paused before the fire was dispatched; `source_deleted`: The task or trigger was deleted before the fire was dispatched; `invalid_request`: The dispatch was refused before a request existed (the payload no longer parses, the operation left the catalog)
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    service_request: ServiceRequest1 | None
    """
    The request the fire made, as it stands now (an approval decided since, a provider job finished)
    """
    workflow_run_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The run a workflow.run fire started
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class KnowledgeCollection(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=2000)]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    embedder: Literal["local", "provider"]
    """
    local: the server's local model embeds its passages and queries, free; provider: embeddings.create, dispatched as `agent_id`, priced and governed
    """
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    A provider collection's agent, whose binding of embeddings.create, budgets and approval threshold govern its embeddings; null for a local one
    """
    embedding_model: Annotated[str | None, Field(max_length=200)]
    """
    A provider collection's model, kept for good (vectors of different models are never compared); null for a local one
    """
    can_delete: bool
    """
    Whether you may delete it: its creator, admins and owners. Granting it to agents is for admins and owners (the session's `capabilities.grant_knowledge`); any member adds documents and searches it
    """


class KnowledgeDocument(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    collection_id: Annotated[str, Field(max_length=64, min_length=1)]
    title: Annotated[str, Field(max_length=200)]
    content_type: Annotated[str, Field(max_length=200)]
    """
    The media type it was sent as
    """
    chars: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The length of its extracted text, which chunk offsets index
    """
    chunks: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    How many passages it was cut into
    """
    status: Literal["pending", "processing", "ready", "failed"]
    """
    ready: searchable; failed: see error
    """
    error: Annotated[str | None, Field(max_length=2000)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class KnowledgeHit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    chunk_id: Annotated[str, Field(max_length=64, min_length=1)]
    document_id: Annotated[str, Field(max_length=64, min_length=1)]
    document_title: Annotated[str, Field(max_length=200)]
    text: Annotated[str, Field(max_length=800)]
    """
    The passage
    """
    start_offset: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Where the passage starts in its document's extracted text
    """
    end_offset: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Where it ends (exclusive)
    """
    score: float
    """
    Cosine similarity to the query, -1 to 1; higher is nearer
    """


class KnowledgeGrant(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    collection_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_name: Annotated[str, Field(max_length=200)]
    granted_by: Annotated[str, Field(max_length=200)]
    """
    The user id of who granted it
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class StorageObject(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    key: Annotated[str, Field(max_length=200)]
    """
    Its name in the workspace, as given; never a path on the server
    """
    content_type: Annotated[str, Field(max_length=200)]
    """
    The media type it is downloaded with
    """
    size: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Its size in bytes, as declared and, once available, as uploaded
    """
    sha256: Annotated[str | None, Field(max_length=64)]
    """
    The SHA-256 declared at creation (checked on upload), or computed on upload; null while pending without one
    """
    status: Literal["pending", "available", "deleted", "purged"]
    """
    pending: its bytes have not arrived whole at upload_url; available: downloadable; deleted: restorable until restorable_until; purged: deleted more than 7 days ago, its bytes gone
    """
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    uploaded_at: Annotated[str | None, Field(max_length=40)]
    """
    When its bytes arrived; null while pending
    """
    deleted_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    restorable_until: Annotated[str | None, Field(max_length=40)]
    """
    For a deleted object, the end of its 7 days of restore; null otherwise
    """


class CreatedStorageObject(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    object: StorageObject
    upload_url: Annotated[str, Field(max_length=4096)]
    """
    PUT the bytes here, with no other credential, before upload_expires_at
    """
    upload_expires_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Trigger(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as
    """
    name: Annotated[str, Field(max_length=200)]
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
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
    cron_expr: Annotated[str | None, Field(max_length=200)]
    """
    Five-field cron (kind cron); null for a webhook
    """
    timezone: Annotated[str | None, Field(max_length=200)]
    """
    The IANA zone cron_expr is read in (kind cron); null for a webhook
    """
    next_run_at: Annotated[str | None, Field(max_length=40)]
    """
    The next time a cron trigger fires; null while paused and for a webhook
    """
    fire_url: Annotated[str | None, Field(max_length=2048)]
    """
    Where a webhook trigger is fired: POST a JSON object signed with its secret in X-Service-Signature (POST /api/v1/triggers/{id}/fire); null for a cron trigger
    """
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """


class CreatedTrigger(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as
    """
    name: Annotated[str, Field(max_length=200)]
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
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
    cron_expr: Annotated[str | None, Field(max_length=200)]
    """
    Five-field cron (kind cron); null for a webhook
    """
    timezone: Annotated[str | None, Field(max_length=200)]
    """
    The IANA zone cron_expr is read in (kind cron); null for a webhook
    """
    next_run_at: Annotated[str | None, Field(max_length=40)]
    """
    The next time a cron trigger fires; null while paused and for a webhook
    """
    fire_url: Annotated[str | None, Field(max_length=2048)]
    """
    Where a webhook trigger is fired: POST a JSON object signed with its secret in X-Service-Signature (POST /api/v1/triggers/{id}/fire); null for a cron trigger
    """
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """
    signing_secret: Annotated[str, Field(max_length=200)]
    """
    trigger_secret_…: the key of the HMAC-SHA256 that signs every fire. Shown this once, stored encrypted, never readable again; to rotate it, delete the trigger and create another
    """


class Device(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    online: bool
    """
    true while its last heartbeat is younger than 90 seconds
    """
    last_heartbeat_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of the person who registered it
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class DeviceGrant(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    device_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_name: Annotated[str, Field(max_length=200)]
    granted_by: Annotated[str, Field(max_length=200)]
    """
    The user id of who granted it
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class DeviceCommand(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    device_id: Annotated[str, Field(max_length=64, min_length=1)]
    command: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    status: Literal["pending", "done"]
    result: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    claimed_until: Annotated[str | None, Field(max_length=40)]
    """
    The end of its current lease (60 s from a claim); unacknowledged by then, it is handed out again
    """
    claims: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    How many times it was handed out
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    done_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class DeviceSession(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    device_id: Annotated[str, Field(max_length=64, min_length=1)]
    metadata: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    started_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class ChatSession(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    title: Annotated[str, Field(max_length=200)]
    mode: Literal["live", "test"]
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: Annotated[str | None, Field(max_length=200)]
    """
    The session's model; null: the agent's default model, else the sandbox model proctor/sandbox
    """
    force_approval: bool
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """
    status: Literal["open", "closed"]
    active_turn_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The turn answering now, if any
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    closed_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Arguments(RootModel[str]):
    root: Annotated[str, Field(max_length=1048576)]
    """
    The arguments the model gave: an object, or their text when it is not JSON
    """


class ChatToolCall(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    kind: Literal["governed", "local"]
    name: Annotated[str, Field(max_length=200)]
    """
    The operation (governed) or the client's tool name (local)
    """
    arguments: (
        dict[Annotated[str, StringConstraints(max_length=256)], Any] | Arguments | None
    )
    """
    The arguments the model gave: an object, or their text when it is not JSON
    """
    status: Annotated[str, Field(max_length=200)]
    """
    planned; approval_required (waiting for a person); executed, running, blocked or failed (its service request's outcome); pending (a local call waiting for the client's result); cancelled (its turn ended first)
    """
    service_request_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]


class ChatTurn(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    status: Literal["running", "paused", "completed", "failed", "cancelled"]
    model: Annotated[str, Field(max_length=200)]
    rounds: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Model calls made
    """
    prompt_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]
    completion_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Its model calls and tool calls, as their service requests were charged
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    ended_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Pricing2(BaseModel):
    """
    null: listed without prices (a local server); text_generation.generate then charges PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS
    """

    model_config = ConfigDict(
        extra="allow",
    )
    prompt: Annotated[str, Field(max_length=200)]
    """
    USD per token, a decimal string as the server lists it (e.g. "0.00000015")
    """
    completion: Annotated[str, Field(max_length=200)]
    """
    USD per token, a decimal string as the server lists it (e.g. "0.00000015")
    """
    prompt_per_million: Annotated[str | None, Field(max_length=200)]
    """
    The same price for a million tokens (e.g. "0.15"); null when the listed price is not a fixed non-negative decimal (OpenRouter lists "-1" for its router models)
    """
    completion_per_million: Annotated[str | None, Field(max_length=200)]
    """
    The same price for a million tokens (e.g. "0.15"); null when the listed price is not a fixed non-negative decimal (OpenRouter lists "-1" for its router models)
    """


class Model(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=200)]
    """
    The id text_generation.generate and chat take as `model`
    """
    name: Annotated[str, Field(max_length=200)]
    """
    Its display name; the id where the server lists none
    """
    context_length: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    Most tokens of prompt and reply together; null where the server does not say
    """
    pricing: Pricing2 | None
    """
    null: listed without prices (a local server); text_generation.generate then charges PROCTOR_TEXT_GENERATION_FALLBACK_CENTS_PER_1K_TOKENS
    """


class ModelFavorite(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    model_id: Annotated[str, Field(max_length=200)]
    """
    The model, as GET /api/v1/models/openrouter lists it
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class Voice(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=200)]
    """
    What POST /api/v1/tts takes as `voice`
    """
    name: Annotated[str, Field(max_length=200)]
    language: Annotated[str, Field(max_length=200)]
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


class WorkflowStepOutput(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    label: Annotated[str, Field(max_length=64)]
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
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    The step type's input; any string may hold templates
    """


class Detail(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    path: Annotated[str, Field(max_length=20000)]
    """
    Dotted path of the offending field; empty for the whole body
    """
    message: Annotated[str, Field(max_length=20000)]
    code: Annotated[str | None, Field(max_length=20000)] = None


class StreamReconnect(BaseModel):
    """
    The server closed the stream; connect again with Last-Event-ID
    """

    model_config = ConfigDict(
        extra="allow",
    )
    reason: Literal["max_duration", "idle", "shutdown"]


class ChatModelEvent(BaseModel):
    """
    The model serving the next round of the turn
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    model: Annotated[str, Field(max_length=200)]
    round: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    Which model call of the turn this is, from 1
    """


class ChatStatusEvent(BaseModel):
    """
    Progress, in words
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    message: Annotated[str, Field(max_length=20000)]


class ChatThinkingEvent(BaseModel):
    """
    A piece of the model's reasoning, when it shows it
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    text: Annotated[str, Field(max_length=1048576)]


class ChatMessageDeltaEvent(BaseModel):
    """
    A piece of the assistant's text as it is written
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    text: Annotated[str, Field(max_length=1048576)]


class ChatToolPlannedEvent(BaseModel):
    """
    The model asked for a tool call
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The tool call (ctc_…)
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    kind: Literal["governed", "local"]
    """
    governed: a catalog operation dispatched as the agent; local: a tool the client runs
    """
    arguments: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    """
    The arguments the model gave; null when they are not a JSON object
    """


class ChatToolExecutingEvent(BaseModel):
    """
    A governed call is being dispatched through the pipeline
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The tool call (ctc_…)
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The operation (a governed call) or the client's tool name (a local call)
    """


class ChatToolDoneEvent(BaseModel):
    """
    A tool call finished
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The tool call (ctc_…)
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    status: Literal["executed", "running", "blocked", "failed"]
    """
    What the service request came to (running: an asynchronous operation still working)
    """
    reason_code: Annotated[str | None, Field(max_length=200)]
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    Why it was blocked or failed
    """
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    What the call was charged
    """
    service_request_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Its service request (sr_…); null for a local call or arguments that never made a request
    """
    artifact_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The full result as an artifact (GET /api/v1/chat/artifacts/{id}), when too large to hand the model whole
    """


class ChatToolPendingEvent(BaseModel):
    """
    A call waits for a person's approval: the turn pauses (done with status paused) until it is decided and resumed with continue_from
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The tool call (ctc_…)
    """
    name: Annotated[str, Field(max_length=200)]
    """
    The operation (a governed call) or the client's tool name (a local call)
    """
    approval_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Decide it with POST /api/v1/chat/approvals/{id}
    """
    service_request_id: Annotated[str, Field(max_length=64, min_length=1)]
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The estimated cost a person approves
    """


class Call(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    arguments: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None


class ChatLocalToolsPendingEvent(BaseModel):
    """
    Calls of the client's own tools: the turn pauses until their results come back
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    calls: Annotated[list[Call], Field(max_length=128)]
    """
    The calls the client runs; it posts their results as tool_results with continue_from
    """


class ChatUsageEvent(BaseModel):
    """
    Tokens and cost of the turn
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    prompt_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]
    completion_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The turn so far: its model calls and tool calls
    """


class ToolCallId(RootModel[str]):
    root: Annotated[str, Field(max_length=64, min_length=1)]


class ChatMessageEvent(BaseModel):
    """
    An assistant message, whole: one per model round
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    message_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The assistant message (cmsg_…)
    """
    content: Annotated[str, Field(max_length=1048576)]
    tool_call_ids: Annotated[list[ToolCallId], Field(max_length=128)]
    """
    The tool calls this message made
    """


class ChatDoneEvent(BaseModel):
    """
    The turn ended, or paused
    """

    model_config = ConfigDict(
        extra="allow",
    )
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The turn (ctn_…)
    """
    status: Literal["completed", "paused", "failed", "cancelled"]
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    Why it failed, paused or was cancelled
    """
    continue_from: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    A paused turn: send this as continue_from (after deciding its approvals or running its local tools) to resume it
    """


class Limit(BaseModel):
    """
    The budget limit it met; null when no budget refused it (a policy, an approval, a closed task, a provider failure)
    """

    model_config = ConfigDict(
        extra="allow",
    )
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
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The agent whose binding or cap it is (an ancestor's, for a spawned agent); null for a team's, a worker's, a task's or the wallet's
    """
    value: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The limit, in its unit; null for the wallet, whose balance is no set limit
    """
    amount: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What this request would have added: its worst case in cents at the live price, or 1 request
    """
    used: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What was used of the limit when it refused, in its unit (the wallet: what was available, its balance less what is held); null for a request refused before it was recorded
    """
    resets_at: Annotated[str | None, Field(max_length=40)]
    """
    When the period ends and the limit counts afresh (UTC); null when it never resets
    """


class Refusal(BaseModel):
    """
    Why a request was not executed, typed: its reason, the advice, and the limit it met with when that limit counts afresh
    """

    model_config = ConfigDict(
        extra="allow",
    )
    reason_code: Annotated[str, Field(max_length=20000)]
    advice: Annotated[str, Field(max_length=20000)]
    """
    What the agent should do about it: the advice GET /api/v1/agent-docs gives for the reason
    """
    limit: Limit | None
    """
    The budget limit it met; null when no budget refused it (a policy, an approval, a closed task, a provider failure)
    """


class WebSearchSearchPayload(BaseModel):
    """
    The payload of web_search.search: Searches the web and returns the top results, each with its title, URL and a matching snippet.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    query: Annotated[str, Field(max_length=400, min_length=1)]
    """
    What to search the web for
    """
    count: Annotated[int | None, Field(ge=1, le=20)] = 5
    """
    How many results to return, 1 to 20
    """


class Result(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    title: Annotated[str, Field(max_length=20000)]
    url: Annotated[str, Field(max_length=20000)]
    """
    Absolute URL of the page
    """
    snippet: Annotated[str, Field(max_length=1048576)]
    """
    An excerpt of the page that matches the query
    """


class WebSearchSearchResult(BaseModel):
    """
    The result of web_search.search when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    results: Annotated[list[Result], Field(max_length=20)]


class Messages(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["system", "user"]
    content: Annotated[str, Field(max_length=100000)]


class Function(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=64)]
    arguments: Annotated[str, Field(max_length=100000)]
    """
    The arguments as the model wrote them: JSON text, not always valid
    """


class ToolCall(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    type: Literal["function"]
    function: Function


class Messages1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["assistant"]
    content: Annotated[str | None, Field(max_length=100000)]
    tool_calls: Annotated[list[ToolCall] | None, Field(max_length=128)] = None


class Messages2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["tool"]
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    content: Annotated[str, Field(max_length=100000)]


class Function1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=64)]
    description: Annotated[str | None, Field(max_length=4000)] = None
    parameters: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = (
        None
    )
    """
    JSON Schema of the arguments
    """


class Tool(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    type: Literal["function"]
    function: Function1


class TextGenerationGeneratePayload(BaseModel):
    """
    The payload of text_generation.generate: Generates the next message of a conversation with a model chosen from the model aggregator, optionally offering it function tools to call. Test mode answers with a deterministic model: it repeats the last user message and, for each line of it of the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered, calls that tool; given the tools' results it names each outcome.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    model: Annotated[str, Field(examples=["openai/gpt-4o-mini"], max_length=200)]
    """
    Model id as the chat completions server lists it: "<provider>/<model>" on OpenRouter, e.g. "llama3.2" on a local server
    """
    messages: Annotated[
        list[Messages | Messages1 | Messages2], Field(max_length=100, min_length=1)
    ]
    """
    The conversation so far, oldest first; `assistant` messages may carry the tool calls they made, and `tool` messages answer them by id
    """
    max_tokens: Annotated[int | None, Field(ge=1, le=32000)] = 1024
    """
    Most tokens the reply may have
    """
    temperature: Annotated[float | None, Field(ge=0.0, le=2.0)] = None
    """
    Sampling temperature, 0 to 2
    """
    tools: Annotated[list[Tool] | None, Field(max_length=128)] = None
    """
    Functions the model may call (OpenAI's function tools); its calls come back in `tool_calls`, for you to run and answer in `tool` messages
    """


class Function2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=64)]
    arguments: Annotated[str, Field(max_length=100000)]
    """
    The arguments as the model wrote them: JSON text, not always valid
    """


class ToolCall1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    type: Literal["function"]
    function: Function2


class Usage1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    prompt_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]
    completion_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]


class TextGenerationGenerateResult(BaseModel):
    """
    The result of text_generation.generate when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    content: Annotated[str, Field(max_length=1048576)]
    """
    The generated reply (empty when the model only called tools)
    """
    tool_calls: Annotated[list[ToolCall1], Field(max_length=128)]
    """
    The tools the model asks to call, in order; empty when it called none
    """
    model: Annotated[str, Field(max_length=20000)]
    """
    The model that answered
    """
    usage: Usage1
    finish_reason: Annotated[str | None, Field(max_length=20000)]
    """
    Why the model stopped: "stop", "length" (max_tokens reached), "tool_calls", "content_filter", …, or "cancelled" (a streaming caller left: usage then counts what was sent and received); null when the provider does not say
    """


class CcItem(RootModel[str]):
    root: Annotated[str, Field(max_length=254)]


class EmailSendPayload(BaseModel):
    """
    The payload of email.send: Sends a plain-text email.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    to: Annotated[str, Field(max_length=254)]
    """
    Recipient address
    """
    subject: Annotated[str, Field(max_length=200, min_length=1)]
    body: Annotated[str, Field(max_length=100000, min_length=1)]
    """
    Plain-text body
    """
    cc: Annotated[list[CcItem] | None, Field(max_length=50)] = None
    """
    Addresses to copy
    """


class EmailSendResult(BaseModel):
    """
    The result of email.send when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    message_id: Annotated[str, Field(max_length=20000)]
    """
    Id of the message sent
    """
    accepted: Literal[True]
    """
    The mail provider accepted the message for delivery
    """


class EmailReadPayload(BaseModel):
    """
    The payload of email.read: Lists the newest messages of a folder of the organization’s mailbox (its Nylas email app).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    folder: Annotated[str | None, Field(max_length=100, min_length=1)] = "inbox"
    """
    The folder: its name ("Inbox", "Projects"; any case), its role (inbox, sent, drafts, trash, junk, archive) or its provider id
    """
    limit: Annotated[int | None, Field(ge=1, le=50)] = 10
    """
    Most messages to return, 1 to 50
    """
    unread_only: bool | None = None


class Message(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=20000)]
    """
    Pass as message_id to email.reply
    """
    from_: Annotated[str, Field(alias="from", max_length=20000)]
    """
    The sender: "Name <address>" when the message names them, else the address
    """
    subject: Annotated[str, Field(max_length=20000)]
    snippet: Annotated[str, Field(max_length=1048576)]
    """
    The beginning of the body
    """
    received_at: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC
    """


class EmailReadResult(BaseModel):
    """
    The result of email.read when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    messages: Annotated[list[Message], Field(max_length=50)]


class EmailReplyPayload(BaseModel):
    """
    The payload of email.reply: Replies to a message of the organization’s mailbox (its Nylas email app), in its thread, to its sender (or its Reply-To).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    message_id: Annotated[str, Field(max_length=500, min_length=1)]
    """
    Id of the message replied to, as email.read lists it
    """
    body: Annotated[str, Field(max_length=100000, min_length=1)]
    """
    Plain-text body
    """


class EmailReplyResult(BaseModel):
    """
    The result of email.reply when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    message_id: Annotated[str, Field(max_length=20000)]
    """
    Id of the message sent
    """
    accepted: Literal[True]
    """
    The mail provider accepted the message for delivery
    """


class AudioTranscribePayload(BaseModel):
    """
    The payload of audio.transcribe: Transcribes a recording reachable at a URL into text. Long recordings may finish later (status running).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    audio_url: Annotated[str, Field(max_length=2048)]
    """
    Where the provider can download the recording
    """
    language: Annotated[str | None, Field(max_length=35)] = None
    """
    Spoken language (BCP 47); detected when left out
    """


class AudioTranscribeResult(BaseModel):
    """
    The result of audio.transcribe when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    text: Annotated[str, Field(max_length=1048576)]
    language: Annotated[str, Field(max_length=20000)]
    """
    BCP 47 tag of the language transcribed
    """
    duration_seconds: Annotated[float, Field(ge=0.0)]


class ChatSendPayload(BaseModel):
    """
    The payload of chat.send: Posts a message to a channel of the organization’s team chat (its Slack app), as the app’s bot.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    channel: Annotated[str, Field(max_length=80, min_length=1)]
    """
    Channel name or id, e.g. "#ops" or "C0123ABCD"
    """
    text: Annotated[str, Field(max_length=40000, min_length=1)]


class ChatSendResult(BaseModel):
    """
    The result of chat.send when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    channel: Annotated[str, Field(max_length=20000)]
    """
    The channel’s id, as the chat provider names it
    """
    message_ts: Annotated[str, Field(max_length=20000)]
    """
    The chat provider’s id of the posted message
    """


class TicketCreatePayload(BaseModel):
    """
    The payload of ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket, or a Task in a Jira project (then `project` is required).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    title: Annotated[str, Field(max_length=200, min_length=1)]
    description: Annotated[str | None, Field(max_length=20000)] = None
    priority: Literal["low", "normal", "high", "urgent"] | None = None
    """
    The app’s default when left out; in Jira: Low, Medium, High, Highest
    """
    project: Annotated[str | None, Field(max_length=10)] = None
    """
    The key of the Jira project to file the ticket in ("OPS"): required when the ticket goes to Jira; Zendesk ignores it
    """
    app: Literal["zendesk", "jira"] | None = None
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketCreateResult(BaseModel):
    """
    The result of ticket.create when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where people see the ticket
    """
    status: Literal["open", "pending", "solved", "closed"]


class TicketUpdatePayload(BaseModel):
    """
    The payload of ticket.update: Changes the status of a ticket of the organization’s ticketing app, comments on it, or both. In Jira the status moves through the workflow’s own transition to a status of its category: open is To Do, pending In Progress, solved and closed Done.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    status: Literal["open", "pending", "solved", "closed"] | None = None
    comment: Annotated[str | None, Field(max_length=20000, min_length=1)] = None
    """
    Added as an internal note, seen by the team and not sent to the requester
    """
    app: Literal["zendesk", "jira"] | None = None
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketUpdateResult(BaseModel):
    """
    The result of ticket.update when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    status: Literal["open", "pending", "solved", "closed"]


class WebFetchUrlPayload(BaseModel):
    """
    The payload of web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …) and returns its content as text, with the status code the page answered.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str, Field(max_length=2048)]


class WebFetchUrlResult(BaseModel):
    """
    The result of web.fetch_url when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str, Field(max_length=20000)]
    """
    The URL fetched, after redirects
    """
    status_code: Annotated[int, Field(ge=100, le=599)]
    content_type: Annotated[str, Field(max_length=20000)]
    content: Annotated[str, Field(max_length=1048576)]


class DataCsvParsePayload(BaseModel):
    """
    The payload of data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s column names unless header is false.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    csv: Annotated[str, Field(max_length=1000000, min_length=1)]
    """
    The CSV text, at most 1,000,000 characters, 10,000 rows besides the header and 500 columns
    """
    delimiter: Annotated[str | None, Field(max_length=1, min_length=1)] = ","
    header: bool | None = True
    """
    The first line names the columns
    """


class Column(RootModel[str]):
    root: Annotated[str, Field(max_length=1048576)]


RowsAdditionalProperty = TypeAliasType(
    "RowsAdditionalProperty", Annotated[str, Field(max_length=1048576)]
)


class Rows(
    RootModel[
        list[
            dict[
                Annotated[str, StringConstraints(max_length=1048576)],
                RowsAdditionalProperty,
            ]
        ]
    ]
):
    root: Annotated[
        list[
            dict[
                Annotated[str, StringConstraints(max_length=1048576)],
                RowsAdditionalProperty,
            ]
        ],
        Field(max_length=10000),
    ]
    """
    One object per line, keyed by column, with a header; one array of fields per line without
    """


class Rows1ItemItem(RootModel[str]):
    root: Annotated[str, Field(max_length=1048576)]


class Rows1Item(RootModel[list[Rows1ItemItem]]):
    root: Annotated[list[Rows1ItemItem], Field(max_length=500)]


class Rows1(RootModel[list[Rows1Item]]):
    root: Annotated[list[Rows1Item], Field(max_length=10000)]
    """
    One object per line, keyed by column, with a header; one array of fields per line without
    """


class DataCsvParseResult(BaseModel):
    """
    The result of data.csv_parse when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    columns: Annotated[list[Column], Field(max_length=500)]
    """
    The names from the header line; empty when header is false
    """
    rows: Rows | Rows1
    """
    One object per line, keyed by column, with a header; one array of fields per line without
    """
    row_count: Annotated[int, Field(ge=0, le=9007199254740991)]


class NotificationWebhookPayload(BaseModel):
    """
    The payload of notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and network errors.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str, Field(max_length=2048)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    The JSON body sent
    """


class NotificationWebhookResult(BaseModel):
    """
    The result of notification.webhook when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    status_code: Annotated[int, Field(ge=100, le=599)]
    """
    HTTP status the webhook answered with
    """
    delivered: Literal[True]


class WorkflowRunPayload(BaseModel):
    """
    The payload of workflow.run: Starts a run of a workflow granted to the agent, as the agent and in its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest version when none is published, with a live key as with a test key (else blocked workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming allowDraft). Answers running (202); the request ends executed with the run’s output when the run completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run: sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode too. The request costs this operation’s own price; the run’s dispatches are service requests charged on their own, reported together in result.cost_cents and never added to the request’s cost_cents, which would count them twice in usage.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    workflow_id: Annotated[str, Field(max_length=200, min_length=1)]
    """
    The workflow’s id (wf_…) or its name
    """
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}
    """
    The workflow’s input, read by its steps as ${input.…}
    """
    allow_draft: bool | None = None
    """
    Run the newest version when none is published, with a live key as with a test key (the spec: a workflow-type task needs a published version unless a draft is allowed). Default false
    """
    allowDraft: bool | None = None
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """
    version: Literal["published", "newest"] | None = "published"
    """
    published: the published version (with allow_draft, the newest when none is); newest: the newest saved version whether published or not, as a scheduled task’s test run dispatches
    """


class WorkflowRunResult(BaseModel):
    """
    The result of workflow.run when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    run_id: Annotated[str, Field(max_length=64, min_length=1)]
    workflow_id: Annotated[str, Field(max_length=64, min_length=1)]
    version_id: Annotated[str, Field(max_length=64, min_length=1)]
    version_number: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    output: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    The outputs of the steps nothing follows, by label
    """
    cost_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    What the run’s own dispatches cost together (each is its own service request, charged on its own)
    """


class InputItem(RootModel[str]):
    root: Annotated[str, Field(max_length=8000, min_length=1)]


class EmbeddingsCreatePayload(BaseModel):
    """
    The payload of embeddings.create: Turns texts into vectors for semantic search and clustering, with the embedding model the server configures.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    input: Annotated[list[InputItem], Field(max_length=64, min_length=1)]
    """
    The texts to embed: 1 to 64, each 1 to 8,000 characters
    """
    dimensions: Annotated[int | None, Field(ge=1, le=4096)] = None
    """
    Length of each vector, for models that can shorten theirs (OpenAI's text-embedding-3); the model's own length when left out
    """


class Datum2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    index: Annotated[int, Field(ge=0, le=9007199254740991)]
    embedding: Annotated[list[float], Field(max_length=4096)]


class Usage2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    prompt_tokens: Annotated[int, Field(ge=0, le=9007199254740991)]


class EmbeddingsCreateResult(BaseModel):
    """
    The result of embeddings.create when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    model: Annotated[str, Field(max_length=20000)]
    """
    The model that embedded the texts: compare only vectors of one model
    """
    dimensions: Annotated[int, Field(ge=1, le=9007199254740991)]
    data: Annotated[list[Datum2], Field(max_length=64)]
    """
    One vector per input, in input order; `index` is the input's position
    """
    usage: Usage2


class SpeechSynthesizePayload(BaseModel):
    """
    The payload of speech.synthesize: Speaks a text in a voice of the live speech provider and answers the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and answers the WAV itself.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    input: Annotated[str, Field(max_length=1000, min_length=1)]
    """
    The text to speak, 1 to 1000 characters
    """
    voice: Annotated[str, Field(max_length=200, min_length=1)]
    """
    A voice of the provider (GET /api/v1/tts lists them, provider `live`)
    """
    speed: Annotated[float | None, Field(ge=0.25, le=4.0)] = None
    """
    Speaking speed, 0.25 to 4; 1 when left out
    """


class SpeechSynthesizeResult(BaseModel):
    """
    The result of speech.synthesize when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    audio_base64: Annotated[str, Field(max_length=5592408)]
    """
    The RIFF/WAVE file, base64; at most 4194304 bytes of audio
    """
    content_type: Literal["audio/wav"]
    duration_seconds: Annotated[float, Field(ge=0.0)]
    characters: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    The characters of `input` that were priced
    """
    voice: Annotated[str, Field(max_length=200)]
    model: Annotated[str, Field(max_length=200)]


class KnowledgeQueryPayload(BaseModel):
    """
    The payload of knowledge.query: The `k` passages of a knowledge collection nearest the query in meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same search, the same shape). Only a collection granted to the agent (POST /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or another organization’s ends blocked resource_not_granted, nothing debited. Reads the same collection with a test key as with a live one; a test key’s request is free.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    collection_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The collection’s id (kcol_…), granted to the agent
    """
    query: Annotated[str, Field(max_length=2000, min_length=1)]
    """
    What to look for, in words: matched by meaning, not by keyword
    """
    k: Annotated[int | None, Field(ge=1, le=50)] = 5
    """
    How many passages, 1 to 50; default 5
    """


class Datum3(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    chunk_id: Annotated[str, Field(max_length=64, min_length=1)]
    document_id: Annotated[str, Field(max_length=64, min_length=1)]
    document_title: Annotated[str, Field(max_length=200)]
    text: Annotated[str, Field(max_length=800)]
    """
    The passage
    """
    start_offset: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Where the passage starts in its document's extracted text
    """
    end_offset: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Where it ends (exclusive)
    """
    score: float
    """
    Cosine similarity to the query, -1 to 1; higher is nearer
    """


class KnowledgeQueryResult(BaseModel):
    """
    The result of knowledge.query when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Datum3], Field(max_length=50)]


class DeviceCommandPayload(BaseModel):
    """
    The payload of device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands does for a person: `pending` until the device claims it with its own token. Only a live device granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the device revoked, or another organization’s ends blocked resource_not_granted, nothing debited. Audited as `device_command.queued` with the agent the actor. A test key checks the same and queues nothing: result.command is null.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    device_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The device’s id (dev_…), granted to the agent
    """
    command: Annotated[str, Field(max_length=200, min_length=1)]
    """
    What the device is to do; the device decides what it means
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}


class Command(BaseModel):
    """
    The command queued, as GET /api/v1/devices/{id}/commands hands it to the device; null with a test key, which queues nothing (a device has no test mode)
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    device_id: Annotated[str, Field(max_length=64, min_length=1)]
    command: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    status: Literal["pending", "done"]
    result: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    claimed_until: Annotated[str | None, Field(max_length=40)]
    """
    The end of its current lease (60 s from a claim); unacknowledged by then, it is handed out again
    """
    claims: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    How many times it was handed out
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    done_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class DeviceCommandResult(BaseModel):
    """
    The result of device.command when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    command: Command | None
    """
    The command queued, as GET /api/v1/devices/{id}/commands hands it to the device; null with a test key, which queues nothing (a device has no test mode)
    """


class TicketGetPayload(BaseModel):
    """
    The payload of ticket.get: Reads a ticket of the organization’s ticketing app: its title, description (plain text), status, priority and dates. In Jira the status is its category’s (To Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low low, Medium normal, High high, Highest urgent; another name null).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    app: Literal["zendesk", "jira"] | None = None
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketGetResult(BaseModel):
    """
    The result of ticket.get when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    title: Annotated[str, Field(max_length=20000)]
    description: Annotated[str, Field(max_length=1048576)]
    """
    Plain text; empty when the ticket has none
    """
    status: Literal["open", "pending", "solved", "closed"]
    priority: Literal["low", "normal", "high", "urgent"] | None
    """
    Null when the ticket has none, or one outside low, normal, high and urgent
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where people see the ticket
    """
    created_at: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC
    """


class TicketCommentPayload(BaseModel):
    """
    The payload of ticket.comment: Adds a comment to a ticket of the organization’s ticketing app. Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the customer sees it); otherwise an internal note for the team. The ticket’s status is left as it is: ticket.update changes it.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    comment: Annotated[str, Field(max_length=20000, min_length=1)]
    """
    Plain text
    """
    public: bool | None = False
    """
    Whether the requester sees it; false (an internal note) when left out
    """
    app: Literal["zendesk", "jira"] | None = None
    """
    The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has
    """


class TicketCommentResult(BaseModel):
    """
    The result of ticket.comment when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    ticket_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")
    """
    comment_id: Annotated[str, Field(max_length=20000)]
    """
    The ticketing app’s id of the comment
    """
    public: bool


class EmailDraftPayload(BaseModel):
    """
    The payload of email.draft: Saves a plain-text draft in the Drafts folder of the organization’s mailbox (its Nylas email app), for a person to review and send: nothing is sent. With reply_to_message_id it is a reply in that message’s thread.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    to: Annotated[str, Field(max_length=254)]
    """
    Recipient address
    """
    subject: Annotated[str, Field(max_length=200, min_length=1)]
    body: Annotated[str, Field(max_length=100000, min_length=1)]
    """
    Plain-text body
    """
    cc: Annotated[list[CcItem] | None, Field(max_length=50)] = None
    """
    Addresses to copy
    """
    reply_to_message_id: Annotated[str | None, Field(max_length=500, min_length=1)] = (
        None
    )
    """
    Id of the message the draft answers, as email.read lists it
    """


class EmailDraftResult(BaseModel):
    """
    The result of email.draft when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    draft_id: Annotated[str, Field(max_length=20000)]
    """
    The mailbox’s id of the draft
    """
    thread_id: Annotated[str | None, Field(max_length=20000)]
    """
    The thread the draft is in, when the mailbox says
    """


class ChatReadMessagesPayload(BaseModel):
    """
    The payload of chat.read_messages: Lists the newest messages of a channel of the organization’s team chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel. Replies in a thread are not listed; their parent says how many there are.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    channel: Annotated[str, Field(max_length=80)]
    """
    The channel’s id ("C0123ABCD"), as chat.send answers it or Slack shows it in the channel’s details; Slack reads a channel by id only
    """
    limit: Annotated[int | None, Field(ge=1, le=100)] = 20
    """
    Most messages to return, 1 to 100
    """
    oldest: Annotated[str | None, Field(max_length=19)] = None
    """
    Only messages after this timestamp (a message’s ts)
    """
    latest: Annotated[str | None, Field(max_length=19)] = None
    """
    Only messages before this timestamp (a message’s ts)
    """


class Message1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    ts: Annotated[str, Field(max_length=20000)]
    """
    The message’s id and time (Unix seconds); pass as thread_ts to reply in its thread
    """
    user: Annotated[str | None, Field(max_length=20000)]
    """
    The author’s Slack id: a person (U…) or a bot (B…)
    """
    text: Annotated[str, Field(max_length=20000)]
    """
    The message’s text, in Slack’s markup
    """
    thread_ts: Annotated[str | None, Field(max_length=20000)]
    """
    The thread the message begins or is in; null when none
    """
    reply_count: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Replies in its thread
    """


class ChatReadMessagesResult(BaseModel):
    """
    The result of chat.read_messages when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    channel: Annotated[str, Field(max_length=20000)]
    """
    The channel’s id
    """
    messages: Annotated[list[Message1], Field(max_length=100)]
    has_more: bool
    """
    Older messages are left: read them with latest set to the oldest ts listed
    """


class CalendarListEventsPayload(BaseModel):
    """
    The payload of calendar.list_events: Lists the events of a calendar of the organization’s account (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    calendar_id: Annotated[str | None, Field(max_length=500, min_length=1)] = "primary"
    """
    The calendar: its id at the calendar provider, or "primary" (the default) for the account’s main calendar (not on iCloud)
    """
    start: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    end: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    limit: Annotated[int | None, Field(ge=1, le=100)] = 50
    """
    Most events to return, 1 to 100
    """


class Participant(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=200)]
    name: Annotated[str | None, Field(max_length=200)]
    status: Literal["yes", "no", "maybe", "noreply"] | None
    """
    Their answer to the invitation
    """


class Event(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=20000)]
    """
    The calendar provider’s id of the event
    """
    calendar_id: Annotated[str, Field(max_length=20000)]
    title: Annotated[str, Field(max_length=20000)]
    description: Annotated[str, Field(max_length=1048576)]
    location: Annotated[str, Field(max_length=20000)]
    start: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC; an all-day event’s first date ("2025-03-04")
    """
    end: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC; an all-day event’s last date
    """
    all_day: bool
    timezone: Annotated[str | None, Field(max_length=200)]
    """
    The IANA time zone the event was set in, when the calendar says
    """
    status: Literal["confirmed", "tentative", "cancelled"] | None
    participants: Annotated[list[Participant], Field(max_length=500)]
    url: Annotated[str | None, Field(max_length=20000)]
    """
    The event in the calendar provider’s own page, when it has one
    """


class CalendarListEventsResult(BaseModel):
    """
    The result of calendar.list_events when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    events: Annotated[list[Event], Field(max_length=100)]
    has_more: bool
    """
    More events overlap the window: read a shorter window
    """


class Participant1(RootModel[str]):
    root: Annotated[str, Field(max_length=254)]


class CalendarCreateEventPayload(BaseModel):
    """
    The payload of calendar.create_event: Creates an event in a calendar of the organization’s account (its Nylas app). With participants and notify_participants (the default), the calendar provider e-mails them invitations; Microsoft and iCloud always do.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    calendar_id: Annotated[str | None, Field(max_length=500, min_length=1)] = "primary"
    """
    The calendar: its id at the calendar provider, or "primary" (the default) for the account’s main calendar (not on iCloud)
    """
    title: Annotated[str, Field(max_length=1000, min_length=1)]
    start: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    end: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"
    """
    timezone: Annotated[str | None, Field(max_length=64)] = None
    """
    The IANA time zone the event is set in ("Europe/Paris"); the calendar’s own when left out
    """
    description: Annotated[str | None, Field(max_length=20000)] = None
    location: Annotated[str | None, Field(max_length=1000)] = None
    participants: Annotated[list[Participant1] | None, Field(max_length=100)] = None
    """
    Addresses to invite
    """
    notify_participants: bool | None = True
    """
    Whether the invitations are e-mailed; true when left out
    """


class Participant2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=200)]
    name: Annotated[str | None, Field(max_length=200)]
    status: Literal["yes", "no", "maybe", "noreply"] | None
    """
    Their answer to the invitation
    """


class CalendarCreateEventResult(BaseModel):
    """
    The result of calendar.create_event when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=20000)]
    """
    The calendar provider’s id of the event
    """
    calendar_id: Annotated[str, Field(max_length=20000)]
    title: Annotated[str, Field(max_length=20000)]
    description: Annotated[str, Field(max_length=1048576)]
    location: Annotated[str, Field(max_length=20000)]
    start: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC; an all-day event’s first date ("2025-03-04")
    """
    end: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC; an all-day event’s last date
    """
    all_day: bool
    timezone: Annotated[str | None, Field(max_length=200)]
    """
    The IANA time zone the event was set in, when the calendar says
    """
    status: Literal["confirmed", "tentative", "cancelled"] | None
    participants: Annotated[list[Participant2], Field(max_length=500)]
    url: Annotated[str | None, Field(max_length=20000)]
    """
    The event in the calendar provider’s own page, when it has one
    """


class ImageGeneratePayload(BaseModel):
    """
    The payload of image.generate: Draws one image from a text prompt with the configured image model and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour derived from the prompt.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    prompt: Annotated[str, Field(max_length=4000, min_length=1)]
    """
    What the image shows, 1 to 4,000 characters
    """
    size: Literal["1024x1024", "1792x1024", "1024x1792"] | None = "1024x1024"
    """
    Width × height in pixels: square, landscape or portrait
    """
    quality: Literal["standard", "hd"] | None = "standard"
    """
    `hd`: finer detail, at a higher price
    """
    style: Literal["vivid", "natural"] | None = None
    """
    `vivid` (hyper-real, dramatic) or `natural`; the model chooses when left out
    """


class ImageGenerateResult(BaseModel):
    """
    The result of image.generate when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    image_base64: Annotated[str, Field(max_length=8388608)]
    """
    The PNG file, base64; at most 6291456 bytes
    """
    content_type: Literal["image/png"]
    bytes: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    Size of the PNG file
    """
    size: Literal["1024x1024", "1792x1024", "1024x1792"]
    quality: Literal["standard", "hd"]
    revised_prompt: Annotated[str | None, Field(max_length=20000)] = None
    """
    The prompt the model drew from, when it rewrote yours
    """
    model: Annotated[str, Field(max_length=200)]


class TextItem(RootModel[str]):
    root: Annotated[str, Field(max_length=100000, min_length=1)]


class TranslationTranslatePayload(BaseModel):
    """
    The payload of translation.translate: Translates texts into another language with DeepL, detecting the source language unless it is given.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    text: Annotated[list[TextItem], Field(max_length=50, min_length=1)]
    """
    The texts to translate: 1 to 50, 100,000 characters in all
    """
    target_lang: Annotated[str, Field(max_length=16)]
    """
    The language to translate into, as DeepL names it: `DE`, `EN-US`, `EN-GB`, `PT-BR`, `JA`…
    """
    source_lang: Annotated[str | None, Field(max_length=16)] = None
    """
    The texts' language (`EN`, `DE`…); detected when left out
    """
    formality: (
        Literal["default", "more", "less", "prefer_more", "prefer_less"] | None
    ) = None
    """
    More or less formal language, for the target languages that have it (`prefer_…` falls back silently where they do not)
    """
    context: Annotated[str | None, Field(max_length=4000)] = None
    """
    Text around the texts that informs the translation and is not translated or charged
    """


class Translation(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    text: Annotated[str, Field(max_length=1048576)]
    """
    The translation
    """
    detected_source_language: Annotated[str, Field(max_length=16)]
    """
    The language of the source text, as given or detected
    """


class TranslationTranslateResult(BaseModel):
    """
    The result of translation.translate when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    translations: Annotated[list[Translation], Field(max_length=50)]
    """
    One translation per text, in input order
    """
    characters: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The characters priced
    """


class InputItem1(RootModel[str]):
    root: Annotated[str, Field(max_length=10000, min_length=1)]


class ModerationCheckPayload(BaseModel):
    """
    The payload of moderation.check: Judges texts against a moderation model's harm categories (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is flagged and the score of each category. Test mode flags the words "kill" (violence), "hate" (hate) and "bomb" (illicit/violent) and nothing else.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    input: Annotated[list[InputItem1], Field(max_length=32, min_length=1)]
    """
    The texts to check: 1 to 32, each 1 to 10,000 characters
    """


CategoryScoresAdditionalProperty = TypeAliasType(
    "CategoryScoresAdditionalProperty", Annotated[float, Field(ge=0.0, le=1.0)]
)


class Result1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    flagged: bool
    """
    Whether the model judged the text harmful in any category
    """
    categories: dict[Annotated[str, StringConstraints(max_length=64)], bool]
    """
    Per category (e.g. `hate`, `violence/graphic`), whether the text is flagged in it; a category the model did not judge is left out
    """
    category_scores: dict[
        Annotated[str, StringConstraints(max_length=64)],
        CategoryScoresAdditionalProperty,
    ]
    """
    Per category, the model's confidence from 0 to 1
    """


class ModerationCheckResult(BaseModel):
    """
    The result of moderation.check when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    model: Annotated[str, Field(max_length=200)]
    """
    The moderation model that judged the texts
    """
    results: Annotated[list[Result1], Field(max_length=32)]
    """
    One verdict per input, in input order
    """


class StoragePutObjectPayload(BaseModel):
    """
    The payload of storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing one fails the request), audited as storage_object.created by the agent. Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    key: Annotated[str, Field(max_length=1024, min_length=1)]
    """
    Its name in the workspace, e.g. `reports/2025/q1.txt`; keys need not be unique
    """
    content_type: Annotated[str, Field(max_length=255)]
    """
    The media type it is downloaded with, e.g. `text/plain` or `image/png`
    """
    text: Annotated[str | None, Field(max_length=524288)] = None
    """
    The content as text, stored as UTF-8: give this or `content_base64`, at most 524288 bytes
    """
    content_base64: Annotated[
        str | None,
        Field(json_schema_extra={"contentEncoding": "base64"}, max_length=699052),
    ] = None
    """
    The content's bytes, base64: give this or `text`, at most 524288 bytes
    """


class StoragePutObjectResult(BaseModel):
    """
    The result of storage.put_object when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    object_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The stored object (obj_…)
    """
    key: Annotated[str, Field(max_length=1024)]
    """
    Its name in the workspace
    """
    content_type: Annotated[str, Field(max_length=200)]
    size: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Its size in bytes
    """
    sha256: Annotated[str, Field(max_length=64)]
    """
    The SHA-256 of its bytes, hex
    """


class StorageGetObjectPayload(BaseModel):
    """
    The payload of storage.get_object: Reads a stored object of the agent's workspace whole, as text or base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    object_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The stored object (obj_…), of the agent's workspace
    """
    as_: Annotated[Literal["text", "base64"] | None, Field(alias="as")] = "base64"
    """
    `text`: the bytes decoded as UTF-8 (for text objects); `base64`: the bytes as they are
    """


class StorageGetObjectResult(BaseModel):
    """
    The result of storage.get_object when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    object_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The stored object (obj_…)
    """
    key: Annotated[str, Field(max_length=1024)]
    """
    Its name in the workspace
    """
    content_type: Annotated[str, Field(max_length=200)]
    size: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Its size in bytes
    """
    sha256: Annotated[str, Field(max_length=64)]
    """
    The SHA-256 of its bytes, hex
    """
    text: Annotated[str | None, Field(max_length=524288)] = None
    """
    The content decoded as UTF-8, when asked `as: text`
    """
    content_base64: Annotated[str | None, Field(max_length=699052)] = None
    """
    The content, base64, when asked `as: base64`
    """


class DocumentExtractTextPayload(BaseModel):
    """
    The payload of document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES) or a stored object of the agent's workspace (another workspace's or organization's, or none, ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on fail.sandbox.proctor.dev fails.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str | None, Field(max_length=2048)] = None
    """
    A public http(s) URL of the document: give this or `object_id`
    """
    object_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A stored object of the agent's workspace (obj_…): give this or `url`
    """
    content_type: (
        Literal[
            "application/pdf",
            "text/html",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ]
        | None
    ) = None
    """
    How to read it; the URL's Content-Type or the object's media type when left out
    """


class DocumentExtractTextResult(BaseModel):
    """
    The result of document.extract_text when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    text: Annotated[str, Field(max_length=1048576)]
    """
    The document's text: a PDF's pages joined by blank lines, an HTML page's article (Readability), a DOCX's paragraphs
    """
    title: Annotated[str | None, Field(max_length=200)]
    """
    An HTML page's title, when it has one
    """
    content_type: Literal[
        "application/pdf",
        "text/html",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]
    characters: Annotated[int, Field(ge=0, le=9007199254740991)]
    truncated: bool
    """
    Whether the text was cut at 1048576 characters
    """


class SmsSendPayload(BaseModel):
    """
    The payload of sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the text has any other character.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    to: Annotated[str, Field(max_length=16)]
    """
    The recipient, in E.164 (+ and the country code), e.g. +14155550123
    """
    body: Annotated[str, Field(max_length=1600, min_length=1)]
    """
    The text, 1 to 1600 characters
    """


class SmsSendResult(BaseModel):
    """
    The result of sms.send when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    message_sid: Annotated[str, Field(max_length=200)]
    """
    Twilio's message id (SM…)
    """
    status: Annotated[str, Field(max_length=200)]
    """
    Delivery status when accepted: queued, accepted, sending or sent
    """
    to: Annotated[str, Field(max_length=200)]
    from_: Annotated[str, Field(alias="from", max_length=200)]
    """
    The number it was sent from
    """
    segments: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    How many segments were billed
    """


class VoiceCallPayload(BaseModel):
    """
    The payload of voice.call: Calls a phone number from the server's Twilio number and speaks a message when answered. Answers `running` (HTTP 202) at once; the request ends when the call does: `executed` with its duration once answered and hung up (by the callee, or by Twilio at max_duration_minutes), `failed` when it never connected (busy, no answer).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    to: Annotated[str, Field(max_length=16)]
    """
    The number to call, in E.164 (+ and the country code), e.g. +14155550123
    """
    message: Annotated[str, Field(max_length=2000, min_length=1)]
    """
    What the call says once answered, 1 to 2000 characters
    """
    language: Annotated[str | None, Field(max_length=35)] = None
    """
    The spoken language (BCP 47, as Twilio's <Say> takes it); en-US when left out
    """
    max_duration_minutes: Annotated[int | None, Field(ge=1, le=60)] = 5
    """
    Twilio hangs up after this many minutes, 1 to 60 (default 5): the estimate is this many minutes
    """


class VoiceCallResult(BaseModel):
    """
    The result of voice.call when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    call_sid: Annotated[str, Field(max_length=200)]
    """
    Twilio's call id (CA…)
    """
    to: Annotated[str, Field(max_length=200)]
    from_: Annotated[str, Field(alias="from", max_length=200)]
    """
    The number the call came from
    """
    duration_seconds: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    How long the call was connected
    """
    billed_minutes: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    duration_seconds in minutes, rounded up: what the cost counts
    """


class WebSearchNewsPayload(BaseModel):
    """
    The payload of web_search.news: Searches recent news articles and returns the top ones, each with its title, URL, snippet, publishing site and age.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    query: Annotated[str, Field(max_length=400, min_length=1)]
    """
    What to search the news for
    """
    count: Annotated[int | None, Field(ge=1, le=20)] = 5
    """
    How many articles to return, 1 to 20
    """
    freshness: Literal["day", "week", "month", "year"] | None = None
    """
    Only articles from the past day, week, month or year; any age when left out
    """


class Result2(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    title: Annotated[str, Field(max_length=20000)]
    url: Annotated[str, Field(max_length=20000)]
    """
    Absolute URL of the article
    """
    snippet: Annotated[str, Field(max_length=1048576)]
    """
    An excerpt of the article that matches the query
    """
    source: Annotated[str, Field(max_length=200)]
    """
    The host name of the site that published it
    """
    age: Annotated[str | None, Field(max_length=200)]
    """
    How long ago it was published, in words ("2 hours ago"); null when unknown
    """
    published_at: Annotated[str | None, Field(max_length=200)]
    """
    When it was published, as the provider gives it (ISO 8601); null when unknown
    """


class WebSearchNewsResult(BaseModel):
    """
    The result of web_search.news when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    results: Annotated[list[Result2], Field(max_length=20)]


class DataJsonQueryPayload(BaseModel):
    """
    The payload of data.json_query: Selects and reshapes parts of a JSON document with a JMESPath expression (filters, projections, functions). The document is at most 1,000,000 characters as JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying which bound it passed.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    document: Any
    """
    The JSON document to query: any JSON value, at most 1,000,000 characters as JSON
    """
    expression: Annotated[str, Field(max_length=1000, min_length=1)]
    """
    A JMESPath expression (https://jmespath.site, the community edition: functions, let, arithmetic), at most 1,000 characters
    """


class DataJsonQueryResult(BaseModel):
    """
    The result of data.json_query when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    result: Any
    """
    What the expression selects: any JSON value, null when it selects nothing
    """


class WebExtractPayload(BaseModel):
    """
    The payload of web.extract: Fetches a web page and returns its readable text, as a reader view shows it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one larger than the server reads (PROCTOR_FETCH_MAX_BYTES).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str, Field(max_length=2048)]


class WebExtractResult(BaseModel):
    """
    The result of web.extract when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    url: Annotated[str, Field(max_length=20000)]
    """
    The URL read, after redirects
    """
    title: Annotated[str | None, Field(max_length=20000)]
    """
    The article's title; null when the page names none
    """
    byline: Annotated[str | None, Field(max_length=200)]
    """
    The article's author, as the page credits it; null when it credits none
    """
    text: Annotated[str, Field(max_length=1048576)]
    """
    The readable text: the article without navigation, scripts and styles, one paragraph a line; at most 1,048,576 characters
    """
    length: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Characters of the readable text, before any cut
    """
    truncated: bool
    """
    The text was cut at its limit
    """


class GeocodingLookupPayload(BaseModel):
    """
    The payload of geocoding.lookup: Finds places by address or name (forward geocoding), or the address at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage policy): requests queue for their turn, and one past 5 waiting fails at once saying when to retry. Show the answer's attribution with its data.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    query: Annotated[str | None, Field(max_length=400, min_length=1)] = None
    """
    An address or place to find ("Brandenburger Tor, Berlin"): forward geocoding
    """
    latitude: Annotated[float | None, Field(ge=-90.0, le=90.0)] = None
    """
    With longitude, instead of query: the place at these coordinates (reverse geocoding)
    """
    longitude: Annotated[float | None, Field(ge=-180.0, le=180.0)] = None
    """
    With latitude, instead of query
    """
    limit: Annotated[int | None, Field(ge=1, le=10)] = 5
    """
    How many places a query returns, 1 to 10; reverse geocoding returns at most one
    """
    language: Annotated[str | None, Field(max_length=35)] = None
    """
    The language of the names, a BCP 47 tag ("de", "pt-BR"); the local names when left out
    """


AddressAdditionalProperty = TypeAliasType(
    "AddressAdditionalProperty", Annotated[str, Field(max_length=20000)]
)


class BoundingBox(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    south: float
    north: float
    west: float
    east: float


class Osm(BaseModel):
    """
    The OpenStreetMap object (node, way, relation) it was found as
    """

    model_config = ConfigDict(
        extra="allow",
    )
    type: Annotated[str, Field(max_length=200)]
    id: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]


class Result3(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    display_name: Annotated[str, Field(max_length=20000)]
    """
    The full name of the place, its address
    """
    latitude: float
    longitude: float
    category: Annotated[str, Field(max_length=200)]
    """
    OpenStreetMap's main tag ("amenity", "place", "building")
    """
    type: Annotated[str, Field(max_length=200)]
    """
    Its value ("restaurant", "city", "house")
    """
    address: dict[
        Annotated[str, StringConstraints(max_length=200)], AddressAdditionalProperty
    ]
    """
    The address parts by kind: house_number, road, city, postcode, country, country_code, …
    """
    bounding_box: BoundingBox | None
    osm: Osm | None
    """
    The OpenStreetMap object (node, way, relation) it was found as
    """


class GeocodingLookupResult(BaseModel):
    """
    The result of geocoding.lookup when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    results: Annotated[list[Result3], Field(max_length=10)]
    """
    The places found, the best match first; empty when none
    """
    attribution: Annotated[str, Field(max_length=20000)]
    """
    The data's licence, to show with it (OpenStreetMap's ODbL)
    """


class DataXlsxParsePayload(BaseModel):
    """
    The payload of data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets' rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in 2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000 characters of text, read within 10,000 ms; past any, it fails naming the bound.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    content: Annotated[str, Field(max_length=1333336, min_length=1)]
    """
    The .xlsx file in base64, at most 1,000,000 bytes before encoding
    """
    sheet: Annotated[str | None, Field(max_length=31, min_length=1)] = None
    """
    The one sheet to read, by its name; every sheet when left out
    """


class Row1(RootModel[str]):
    root: Annotated[str, Field(max_length=1048576)]


class Row(RootModel[list[Row1 | float | bool | None]]):
    root: Annotated[list[Row1 | float | bool | None], Field(max_length=500)]


class Sheet(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=1048576)]
    rows: Annotated[list[Row], Field(max_length=10000)]
    """
    Row by row from the first, each an array of cells from column A: text, a number, true/false, a date as ISO 8601 text, or null for an empty cell. A formula gives the value the file cached; empty rows between rows are []
    """
    row_count: Annotated[int, Field(ge=0, le=9007199254740991)]
    column_count: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The widest row
    """


class DataXlsxParseResult(BaseModel):
    """
    The result of data.xlsx_parse when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    sheets: Annotated[list[Sheet], Field(max_length=50)]


class PaymentsCreatePaymentLinkPayload(BaseModel):
    """
    The payload of payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`); the link closes after one completed payment. Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    amount: Annotated[int, Field(ge=1, le=99999999)]
    """
    What the customer pays, in the currency’s smallest unit (cents for usd: 2500 is $25.00), 1 to 99999999
    """
    currency: Annotated[str, Field(max_length=3, min_length=3)]
    """
    Three-letter ISO currency code, lowercase ("usd", "eur")
    """
    product_name: Annotated[str, Field(max_length=250, min_length=1)]
    """
    What the customer pays for, as the payment page and the receipt show it
    """


class PaymentsCreatePaymentLinkResult(BaseModel):
    """
    The result of payments.create_payment_link when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    payment_link_id: Annotated[str, Field(max_length=200)]
    """
    Stripe’s id of the link (plink_…)
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    The page where the customer pays
    """
    price_id: Annotated[str, Field(max_length=200)]
    """
    Stripe’s id of the one-time Price made for it (price_…)
    """
    amount: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The amount asked, in the smallest unit
    """
    currency: Annotated[str, Field(max_length=200)]


class PaymentsRefundPayload(BaseModel):
    """
    The payload of payments.refund: Refunds a payment of the organization’s own Stripe account, in full or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount: to have a person approve every refund, set the binding’s approval threshold to 0; the approver sees the payload, amount included.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    payment: Annotated[str, Field(max_length=203)]
    """
    The payment to refund: its PaymentIntent (pi_…) or Charge (ch_…) id
    """
    amount: Annotated[int | None, Field(ge=1, le=99999999)] = None
    """
    How much to give back, in the payment currency’s smallest unit; left out, all that is not refunded yet
    """
    reason: Literal["duplicate", "fraudulent", "requested_by_customer"] | None = None
    """
    Why, as Stripe records it
    """


class PaymentsRefundResult(BaseModel):
    """
    The result of payments.refund when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    refund_id: Annotated[str, Field(max_length=200)]
    """
    Stripe’s id of the refund (re_…)
    """
    amount: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The amount refunded, in the smallest unit
    """
    currency: Annotated[str, Field(max_length=200)]
    status: Literal["pending", "requires_action", "succeeded", "failed", "canceled"]
    """
    Stripe’s status of the refund: most card refunds succeed at once; others stay pending until the bank confirms
    """


class CrmSearchContactsPayload(BaseModel):
    """
    The payload of crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or company contains the query, most recently changed first. HubSpot searches its default searchable contact properties (name, email, phone, company); Salesforce the contact’s name, email and account name.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    query: Annotated[str, Field(max_length=200, min_length=2)]
    """
    Text to look for: part of a name, an email address or a company
    """
    limit: Annotated[int | None, Field(ge=1, le=100)] = 10
    """
    How many contacts to answer at most, 1 to 100; 10 when left out
    """
    app: Literal["hubspot", "salesforce"] | None = None
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class Contact(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    contact_id: Annotated[str, Field(max_length=20)]
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    first_name: Annotated[str | None, Field(max_length=200)]
    last_name: Annotated[str | None, Field(max_length=200)]
    email: Annotated[str | None, Field(max_length=254)]
    phone: Annotated[str | None, Field(max_length=200)]
    company: Annotated[str | None, Field(max_length=200)]
    """
    HubSpot’s company property; the Salesforce contact’s account
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where people see the record in the CRM
    """
    updated_at: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC
    """


class CrmSearchContactsResult(BaseModel):
    """
    The result of crm.search_contacts when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    contacts: Annotated[list[Contact], Field(max_length=100)]
    has_more: bool
    """
    More contacts match than limit
    """


class CrmCreateContactPayload(BaseModel):
    """
    The payload of crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires last_name. HubSpot refuses a second contact with an email it has (the failure names the existing contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.
    """

    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=254)]
    first_name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    last_name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    Required by Salesforce
    """
    phone: Annotated[str | None, Field(max_length=40, min_length=1)] = None
    job_title: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    app: Literal["hubspot", "salesforce"] | None = None
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmCreateContactResult(BaseModel):
    """
    The result of crm.create_contact when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    contact_id: Annotated[str, Field(max_length=20)]
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where people see the record in the CRM
    """


class CrmUpdateDealPayload(BaseModel):
    """
    The payload of crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity): its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage name ("Closed Won").
    """

    model_config = ConfigDict(
        extra="allow",
    )
    deal_id: Annotated[str, Field(max_length=20)]
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    name: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    stage: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    HubSpot: the stage’s internal id; Salesforce: the stage’s name
    """
    amount: Annotated[float | None, Field(ge=0.0, le=1000000000000.0)] = None
    """
    In the deal’s currency’s main unit (1500.5 is $1,500.50 on a USD deal)
    """
    close_date: Annotated[str | None, Field(max_length=10)] = None
    """
    YYYY-MM-DD
    """
    app: Literal["hubspot", "salesforce"] | None = None
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmUpdateDealResult(BaseModel):
    """
    The result of crm.update_deal when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    deal_id: Annotated[str, Field(max_length=20)]
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    url: Annotated[str, Field(max_length=20000)]
    """
    Where people see the record in the CRM
    """
    updated_fields: Annotated[
        list[Literal["name", "stage", "amount", "close_date"]], Field(max_length=4)
    ]
    """
    The fields the request changed
    """


class CrmLogActivityPayload(BaseModel):
    """
    The payload of crm.log_activity: Records a note, a call or a meeting that took place on a contact, a deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an Event (a meeting, half an hour unless duration_minutes says otherwise).
    """

    model_config = ConfigDict(
        extra="allow",
    )
    type: Literal["note", "call", "meeting"]
    body: Annotated[str, Field(max_length=20000, min_length=1)]
    """
    What was said or written, plain text
    """
    subject: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    A title; "Note", "Call" or "Meeting" when left out
    """
    contact_id: Annotated[str | None, Field(max_length=20)] = None
    """
    The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")
    """
    deal_id: Annotated[str | None, Field(max_length=20)] = None
    """
    The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")
    """
    occurred_at: Annotated[str | None, Field(max_length=40)] = None
    """
    When it took place, ISO 8601 with its offset; the time of the request when left out (in test mode, 2025-01-06T14:00:00.000Z)
    """
    duration_minutes: Annotated[int | None, Field(ge=1, le=1440)] = None
    """
    A call’s or a meeting’s length
    """
    app: Literal["hubspot", "salesforce"] | None = None
    """
    The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has
    """


class CrmLogActivityResult(BaseModel):
    """
    The result of crm.log_activity when executed
    """

    model_config = ConfigDict(
        extra="allow",
    )
    activity_id: Annotated[str, Field(max_length=200)]
    """
    The CRM’s id of the note, call or meeting (a Salesforce Task or Event)
    """
    type: Literal["note", "call", "meeting"]
    occurred_at: Annotated[str, Field(max_length=200)]
    """
    ISO 8601 timestamp, UTC
    """


class PlatformHealthResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["ok"]
    version: Annotated[str, Field(max_length=200)]
    """
    Server release
    """


class Checks(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    database: Literal["ok"]


class PlatformReadyResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["ready"]
    checks: Checks
    vector_search: Literal["pgvector", "bytea"]
    """
    How memories are searched: pgvector's HNSW index in the database, or vectors stored as bytes and scored by the server
    """
    embedder: Annotated[str, Field(max_length=200)]
    """
    The model memories are embedded with, e.g. all-MiniLM-L6-v2-int8; none when the server has none (writes and searches of memories are 501 then)
    """


class AuthSignupBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=254)]
    password: Annotated[str, Field(max_length=256, min_length=8)]
    """
    8 to 256 characters
    """
    name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    org_name: Annotated[str | None, Field(max_length=100, min_length=1)] = None


class AuthLoginBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=254)]
    password: Annotated[str, Field(max_length=256, min_length=1)]


class PersonalTokensListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[PersonalToken], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class PersonalTokensCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]


class PersonalTokensCreateResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The workspace (wsp_…) the token acts in: the minting session's. Only POST /api/v1/workspaces/switch called with this token moves it; a request can name another with the Proctor-Workspace header
    """
    enabled: bool
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    token: Annotated[str, Field(max_length=200)]
    """
    service_pat_live_…, shown only in this response
    """


class PersonalTokensUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    enabled: bool


class AgentsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Agent], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class VoiceConfig1(BaseModel):
    """
    Speech settings, each optional; any other key is 400
    """

    model_config = ConfigDict(
        extra="allow",
    )
    rate: Annotated[float | None, Field(ge=0.1, le=10.0)] = None
    """
    Speaking rate, 0.1 to 10
    """
    pitch: Annotated[float | None, Field(ge=-20.0, le=20.0)] = None
    """
    Pitch, −20 to 20
    """
    language: Annotated[str | None, Field(max_length=35)] = None
    """
    A well-formed BCP 47 tag whose language subtag is 2 or 3 letters (en, pt-BR; en_US and english are refused), at most 35 characters
    """


class AgentsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    """
    Trimmed, 1 to 100 characters
    """
    description: Annotated[str | None, Field(max_length=2000)] = None
    """
    Up to 2,000 characters
    """
    status: Literal["active", "paused", "disabled"] | None = None
    """
    Any status may follow any other
    """
    icon: Annotated[str | None, Field(max_length=200)] = None
    """
    An emoji or icon name, or the http(s) URL of an image, up to 200 characters; a value that reads as a URL of another scheme (javascript:, data:, file:) is 400 naming icon
    """
    category: Annotated[str | None, Field(max_length=100)] = None
    """
    Free text, up to 100 characters
    """
    personality: Annotated[str | None, Field(max_length=4000)] = None
    """
    Up to 4,000 characters
    """
    systemPrompt: Annotated[str | None, Field(max_length=20000)] = None
    """
    Up to 20,000 characters
    """
    voiceConfig: VoiceConfig1 | None = None
    """
    Speech settings, each optional; any other key is 400
    """
    defaultModelId: Annotated[str | None, Field(max_length=200)] = None
    """
    Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
    """


class AgentsCreateResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent: Agent
    api_key: Annotated[str, Field(max_length=200)]
    """
    Live key agent_key_live_…, shown once
    """
    test_api_key: Annotated[str, Field(max_length=200)]
    """
    Test key agent_key_test_…, shown once
    """


class AgentsUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    Trimmed, 1 to 100 characters
    """
    description: Annotated[str | None, Field(max_length=2000)] = None
    """
    Up to 2,000 characters
    """
    status: Literal["active", "paused", "disabled"] | None = None
    """
    Any status may follow any other
    """
    icon: Annotated[str | None, Field(max_length=200)] = None
    """
    An emoji or icon name, or the http(s) URL of an image, up to 200 characters; a value that reads as a URL of another scheme (javascript:, data:, file:) is 400 naming icon
    """
    category: Annotated[str | None, Field(max_length=100)] = None
    """
    Free text, up to 100 characters
    """
    personality: Annotated[str | None, Field(max_length=4000)] = None
    """
    Up to 4,000 characters
    """
    systemPrompt: Annotated[str | None, Field(max_length=20000)] = None
    """
    Up to 20,000 characters
    """
    voiceConfig: VoiceConfig1 | None = None
    """
    Speech settings, each optional; any other key is 400
    """
    defaultModelId: Annotated[str | None, Field(max_length=200)] = None
    """
    Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
    """
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A team of the agent's workspace: its dispatches also draw on the team's budget; null leaves the team
    """
    owner_user_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A person of the organization (a member of the agent's team when it has one): a worker's dispatches also draw on their allocation; null clears it
    """


class AgentsRotateKeyBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    mode: Literal["live", "test"] | None = "live"


class RevokedAgentId(RootModel[str]):
    root: Annotated[str, Field(max_length=64, min_length=1)]


class AgentsRotateKeyResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent: Agent
    api_key: Annotated[str, Field(max_length=200)]
    """
    The new key of the mode rotated, shown once
    """
    revoked_agent_ids: Annotated[list[RevokedAgentId], Field(max_length=10000)]
    """
    The agents this one spawned, and theirs, whose key of the same mode was revoked with it (the parent was handed those keys); empty when it spawned none
    """


class AgentsCloneBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    Default: "<name> (copy)"
    """


class AgentsCloneResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent: Agent
    api_key: Annotated[str, Field(max_length=200)]
    """
    Live key agent_key_live_…, shown once
    """
    test_api_key: Annotated[str, Field(max_length=200)]
    """
    Test key agent_key_test_…, shown once
    """


class AgentsSetBudgetBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    Monthly cap across all operations; null removes it
    """


class AgentsListBindingsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ServiceBinding], Field(max_length=1000)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsUpsertBindingBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Annotated[str, Field(max_length=100, min_length=1)]
    """
    "<service>.<operation>", or the bare operation with service
    """
    service: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    """
    Monthly cap for this operation, in cents (UTC month); null: none
    """
    daily_limit: Annotated[int | None, Field(ge=0, le=10000000)] = None
    """
    Requests per UTC day (a count, not cents); null: none
    """
    approval_threshold_cents: Annotated[
        int | None, Field(ge=0, le=9007199254740991)
    ] = None
    """
    A request whose worst-case cost is above this waits for approval; null: never
    """
    enabled: bool | None = None
    """
    Default true
    """


class AgentsListSkillsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[AgentSkill], Field(max_length=10000)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class Services(RootModel[str]):
    root: Annotated[str, Field(max_length=100, min_length=1)]
    """
    An operation the parent has enabled; the child gets the parent's limits for it
    """


class Services1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Annotated[str, Field(max_length=100, min_length=1)]
    daily_limit: Annotated[int | None, Field(ge=0, le=1000000000)] = None
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    approval_threshold_cents: Annotated[
        int | None, Field(ge=0, le=9007199254740991)
    ] = None


class AgentsSpawnBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    description: Annotated[str | None, Field(max_length=2000)] = None
    services: Annotated[list[Services | Services1], Field(max_length=100, min_length=1)]
    """
    The child's services: operations the parent has enabled, each as a name (the parent's limits) or with limits no looser than the parent's (a limit the parent lacks may be set freely); 1 to 100, each operation once (else 400)
    """
    monthly_budget_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The child's monthly cap, carved from the parent's monthly cap in the key's mode; from a parent without one, at most what the parent may spend this month
    """


class AgentsListActivityResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ActivityItem], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsPublishBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    scope: Literal["team", "org"]
    """
    Who sees it in the marketplace: its team's members, or the whole organization
    """


class AgentsConversationsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Conversation], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsConversationsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    title: Annotated[str, Field(max_length=200, min_length=1)]
    """
    1 to 200 characters, trimmed
    """


class AgentsConversationsMessagesListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ConversationMessage], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentsConversationsMessagesCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["user", "assistant", "system", "tool"]
    """
    user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
    """
    content: Annotated[str, Field(max_length=32000, min_length=1)]
    """
    1 to 32000 characters (UTF-16 code units, as JSON and JavaScript count them), kept as sent, untrimmed
    """


class AgentsDelegatedTasksListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[DelegatedTask], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class Operation1(RootModel[str]):
    root: Annotated[str, Field(max_length=100, min_length=1)]


class AgentsDelegatedTasksCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    child_agent_id: Annotated[str, Field(max_length=100, min_length=1)]
    """
    An agent the caller spawned (parent_agent_id is the caller)
    """
    title: Annotated[str, Field(max_length=200, min_length=1)]
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None
    """
    What the child needs to do the work: any JSON object
    """
    budget_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    The hard cap of the task: its dispatches are blocked `task_budget_exceeded` past it
    """
    operations: Annotated[list[Operation1], Field(max_length=100, min_length=1)]
    """
    The operations the task allows, each an enabled service of the child
    """


class AgentsDelegatedTasksUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["in_progress", "completed", "failed", "cancelled"]
    result: Any | None = None
    """
    What came of the task: with completed or failed only
    """


class AgentsMemoriesListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Memory], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class Tag1(RootModel[str]):
    root: Annotated[str, Field(max_length=50, min_length=1)]


class Link1(RootModel[str]):
    root: Annotated[str, Field(max_length=100, min_length=1)]


class AgentsMemoriesCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    content: Annotated[str, Field(max_length=8000)]
    """
    1 to 8000 characters, not blank; embedded for search
    """
    kind: Annotated[str | None, Field(max_length=200)] = None
    """
    Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
    """
    tags: Annotated[list[Tag1] | None, Field(max_length=20)] = None
    """
    At most 20, each 1 to 50 characters
    """
    links: Annotated[list[Link1] | None, Field(max_length=50)] = None
    """
    At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
    """


class AgentsMemoriesUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    content: Annotated[str | None, Field(max_length=8000)] = None
    """
    1 to 8000 characters, not blank; embedded for search
    """
    kind: Annotated[str | None, Field(max_length=200)] = None
    """
    Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
    """
    tags: Annotated[list[Tag1] | None, Field(max_length=20)] = None
    """
    At most 20, each 1 to 50 characters
    """
    links: Annotated[list[Link1] | None, Field(max_length=50)] = None
    """
    At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
    """


class AgentsSkillProposalsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    """
    The new workflow's name (unique in the organization, ignoring case); with workflow_id, the proposal's title
    """
    description: Annotated[str | None, Field(max_length=1000)] = None
    """
    At most 1,000 characters
    """
    workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A workflow of the organization to add a version to; without it, approving makes a new workflow
    """
    steps: Annotated[list[WorkflowStep], Field(max_length=100, min_length=1)]
    """
    1 to 100 steps
    """
    edges: Annotated[
        list[WorkflowEdge] | None, Field(max_length=500, validate_default=True)
    ] = []
    """
    from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
    """


class AgentsSkillProposalsDecideByBodyBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    proposal_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Skill proposal id (skp_…)
    """
    status: Literal["approved", "rejected"]
    notes: Annotated[str | None, Field(max_length=2000)] = None


class AgentsSkillProposalsDecideBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["approved", "rejected"]
    notes: Annotated[str | None, Field(max_length=2000)] = None


class WebSearchSearchDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["web_search.search"]
    payload: WebSearchSearchPayload


class WebSearchSearchDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["web_search"]
    operation: Literal["search"]
    payload: WebSearchSearchPayload


class TextGenerationGenerateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["text_generation.generate"]
    payload: TextGenerationGeneratePayload


class TextGenerationGenerateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["text_generation"]
    operation: Literal["generate"]
    payload: TextGenerationGeneratePayload


class EmailSendDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["email.send"]
    payload: EmailSendPayload


class EmailSendDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["email"]
    operation: Literal["send"]
    payload: EmailSendPayload


class EmailReadDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["email.read"]
    payload: EmailReadPayload


class EmailReadDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["email"]
    operation: Literal["read"]
    payload: EmailReadPayload


class EmailReplyDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["email.reply"]
    payload: EmailReplyPayload


class EmailReplyDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["email"]
    operation: Literal["reply"]
    payload: EmailReplyPayload


class AudioTranscribeDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["audio.transcribe"]
    payload: AudioTranscribePayload


class AudioTranscribeDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["audio"]
    operation: Literal["transcribe"]
    payload: AudioTranscribePayload


class ChatSendDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["chat.send"]
    payload: ChatSendPayload


class ChatSendDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["chat"]
    operation: Literal["send"]
    payload: ChatSendPayload


class TicketCreateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["ticket.create"]
    payload: TicketCreatePayload


class TicketCreateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["ticket"]
    operation: Literal["create"]
    payload: TicketCreatePayload


class TicketUpdateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["ticket.update"]
    payload: TicketUpdatePayload


class TicketUpdateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["ticket"]
    operation: Literal["update"]
    payload: TicketUpdatePayload


class WebFetchUrlDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["web.fetch_url"]
    payload: WebFetchUrlPayload


class WebFetchUrlDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["web"]
    operation: Literal["fetch_url"]
    payload: WebFetchUrlPayload


class DataCsvParseDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["data.csv_parse"]
    payload: DataCsvParsePayload


class DataCsvParseDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["data"]
    operation: Literal["csv_parse"]
    payload: DataCsvParsePayload


class NotificationWebhookDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["notification.webhook"]
    payload: NotificationWebhookPayload


class NotificationWebhookDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["notification"]
    operation: Literal["webhook"]
    payload: NotificationWebhookPayload


class WorkflowRunDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["workflow.run"]
    payload: WorkflowRunPayload


class WorkflowRunDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["workflow"]
    operation: Literal["run"]
    payload: WorkflowRunPayload


class EmbeddingsCreateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["embeddings.create"]
    payload: EmbeddingsCreatePayload


class EmbeddingsCreateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["embeddings"]
    operation: Literal["create"]
    payload: EmbeddingsCreatePayload


class SpeechSynthesizeDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["speech.synthesize"]
    payload: SpeechSynthesizePayload


class SpeechSynthesizeDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["speech"]
    operation: Literal["synthesize"]
    payload: SpeechSynthesizePayload


class KnowledgeQueryDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["knowledge.query"]
    payload: KnowledgeQueryPayload


class KnowledgeQueryDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["knowledge"]
    operation: Literal["query"]
    payload: KnowledgeQueryPayload


class DeviceCommandDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["device.command"]
    payload: DeviceCommandPayload


class DeviceCommandDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["device"]
    operation: Literal["command"]
    payload: DeviceCommandPayload


class TicketGetDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["ticket.get"]
    payload: TicketGetPayload


class TicketGetDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["ticket"]
    operation: Literal["get"]
    payload: TicketGetPayload


class TicketCommentDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["ticket.comment"]
    payload: TicketCommentPayload


class TicketCommentDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["ticket"]
    operation: Literal["comment"]
    payload: TicketCommentPayload


class EmailDraftDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["email.draft"]
    payload: EmailDraftPayload


class EmailDraftDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["email"]
    operation: Literal["draft"]
    payload: EmailDraftPayload


class ChatReadMessagesDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["chat.read_messages"]
    payload: ChatReadMessagesPayload


class ChatReadMessagesDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["chat"]
    operation: Literal["read_messages"]
    payload: ChatReadMessagesPayload


class CalendarListEventsDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["calendar.list_events"]
    payload: CalendarListEventsPayload


class CalendarListEventsDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["calendar"]
    operation: Literal["list_events"]
    payload: CalendarListEventsPayload


class CalendarCreateEventDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["calendar.create_event"]
    payload: CalendarCreateEventPayload


class CalendarCreateEventDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["calendar"]
    operation: Literal["create_event"]
    payload: CalendarCreateEventPayload


class ImageGenerateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["image.generate"]
    payload: ImageGeneratePayload


class ImageGenerateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["image"]
    operation: Literal["generate"]
    payload: ImageGeneratePayload


class TranslationTranslateDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["translation.translate"]
    payload: TranslationTranslatePayload


class TranslationTranslateDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["translation"]
    operation: Literal["translate"]
    payload: TranslationTranslatePayload


class ModerationCheckDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["moderation.check"]
    payload: ModerationCheckPayload


class ModerationCheckDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["moderation"]
    operation: Literal["check"]
    payload: ModerationCheckPayload


class StoragePutObjectDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["storage.put_object"]
    payload: StoragePutObjectPayload


class StoragePutObjectDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["storage"]
    operation: Literal["put_object"]
    payload: StoragePutObjectPayload


class StorageGetObjectDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["storage.get_object"]
    payload: StorageGetObjectPayload


class StorageGetObjectDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["storage"]
    operation: Literal["get_object"]
    payload: StorageGetObjectPayload


class DocumentExtractTextDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["document.extract_text"]
    payload: DocumentExtractTextPayload


class DocumentExtractTextDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["document"]
    operation: Literal["extract_text"]
    payload: DocumentExtractTextPayload


class SmsSendDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["sms.send"]
    payload: SmsSendPayload


class SmsSendDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["sms"]
    operation: Literal["send"]
    payload: SmsSendPayload


class VoiceCallDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["voice.call"]
    payload: VoiceCallPayload


class VoiceCallDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["voice"]
    operation: Literal["call"]
    payload: VoiceCallPayload


class WebSearchNewsDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["web_search.news"]
    payload: WebSearchNewsPayload


class WebSearchNewsDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["web_search"]
    operation: Literal["news"]
    payload: WebSearchNewsPayload


class DataJsonQueryDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["data.json_query"]
    payload: DataJsonQueryPayload


class DataJsonQueryDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["data"]
    operation: Literal["json_query"]
    payload: DataJsonQueryPayload


class WebExtractDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["web.extract"]
    payload: WebExtractPayload


class WebExtractDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["web"]
    operation: Literal["extract"]
    payload: WebExtractPayload


class GeocodingLookupDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["geocoding.lookup"]
    payload: GeocodingLookupPayload


class GeocodingLookupDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["geocoding"]
    operation: Literal["lookup"]
    payload: GeocodingLookupPayload


class DataXlsxParseDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["data.xlsx_parse"]
    payload: DataXlsxParsePayload


class DataXlsxParseDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["data"]
    operation: Literal["xlsx_parse"]
    payload: DataXlsxParsePayload


class PaymentsCreatePaymentLinkDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["payments.create_payment_link"]
    payload: PaymentsCreatePaymentLinkPayload


class PaymentsCreatePaymentLinkDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["payments"]
    operation: Literal["create_payment_link"]
    payload: PaymentsCreatePaymentLinkPayload


class PaymentsRefundDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["payments.refund"]
    payload: PaymentsRefundPayload


class PaymentsRefundDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["payments"]
    operation: Literal["refund"]
    payload: PaymentsRefundPayload


class CrmSearchContactsDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["crm.search_contacts"]
    payload: CrmSearchContactsPayload


class CrmSearchContactsDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["crm"]
    operation: Literal["search_contacts"]
    payload: CrmSearchContactsPayload


class CrmCreateContactDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["crm.create_contact"]
    payload: CrmCreateContactPayload


class CrmCreateContactDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["crm"]
    operation: Literal["create_contact"]
    payload: CrmCreateContactPayload


class CrmUpdateDealDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["crm.update_deal"]
    payload: CrmUpdateDealPayload


class CrmUpdateDealDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["crm"]
    operation: Literal["update_deal"]
    payload: CrmUpdateDealPayload


class CrmLogActivityDispatch(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Literal["crm.log_activity"]
    payload: CrmLogActivityPayload


class CrmLogActivityDispatchSplit(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    service: Literal["crm"]
    operation: Literal["log_activity"]
    payload: CrmLogActivityPayload


class ServiceRequestsCreateBody(
    RootModel[
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
    ]
):
    root: (
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


class ServiceRequestsDryRunBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Annotated[str, Field(max_length=100, min_length=1)]
    """
    "<service>.<operation>", or the bare operation with service
    """
    service: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    Operation-specific; see GET /api/v1/agent-docs
    """


class Id2(RootModel[str]):
    root: Annotated[str, Field(max_length=200)]
    """
    A request's id; a notification has none
    """


class Id3(RootModel[int]):
    root: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    A request's id; a notification has none
    """


class McpServeBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    __annotations__ = {
        "__pydantic_extra__": Dict[str, Any],
    }
    jsonrpc: Literal["2.0"]
    id: Id2 | Id3 | None = None
    """
    A request's id; a notification has none
    """
    method: Annotated[str | None, Field(max_length=200)] = None
    """
    initialize, tools/list, tools/call, ping, a notification (notifications/initialized), or server/discover
    """
    params: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None


class ApprovalsApproveBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    note: Annotated[str | None, Field(max_length=2000)] = None


class ApprovalsRejectBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    reason: Annotated[str | None, Field(max_length=2000)] = None


class AuditLogsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[AuditEntry], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class WebhooksReconcileBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    external_id: Annotated[str, Field(max_length=200, min_length=1)]
    """
    The provider's job id, as the adapter recorded it
    """
    service_request_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The service request (sr_…) the adapter gave the provider with the job; it must be the one the job runs for
    """
    status: Literal["executed", "failed", "blocked"]
    result: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None
    """
    The provider output, when executed
    """
    cost_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    """
    Actual cost when executed; capped at what was held
    """
    detail: Annotated[str | None, Field(max_length=2000)] = None
    """
    Why, when failed or blocked
    """
    reason_code: Annotated[str | None, Field(max_length=100)] = None


class Data(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    __annotations__ = {
        "__pydantic_extra__": Dict[str, Any],
    }
    object: dict[str, Any]


class WebhooksPaymentsBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    __annotations__ = {
        "__pydantic_extra__": Dict[str, Any],
    }
    id: Annotated[str, Field(max_length=200, min_length=1)]
    """
    The provider's event id (evt_…): applied at most once
    """
    type: Annotated[str, Field(max_length=200, min_length=1)]
    """
    e.g. checkout.session.completed
    """
    data: Data


class WebhooksSlackBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    __annotations__ = {
        "__pydantic_extra__": Dict[str, Any],
    }
    type: Annotated[str, Field(max_length=200, min_length=1)]
    """
    url_verification, or event_callback
    """


class BalanceTopUpBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    amount_cents: Annotated[int, Field(ge=100, le=1000000)]
    """
    Cents to add to the workspace's balance, 100 to 1000000
    """


class BillingCreateCheckoutSessionBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    amount_cents: Annotated[int, Field(ge=100, le=1000000)]
    """
    Cents to add to the workspace's balance, 100 to 1000000
    """
    success_url: Annotated[str | None, Field(max_length=2000)] = None
    """
    Where the payer is sent after paying; {CHECKOUT_ID} in it becomes the checkout id
    """
    cancel_url: Annotated[str | None, Field(max_length=2000)] = None
    """
    Where the payer is sent on cancelling; {CHECKOUT_ID} in it becomes the checkout id
    """


class PromoRedeemBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The promo code; case does not matter
    """


class PromoListCodesResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[PromoCode], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class PromoCreateCodeBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    code: Annotated[str, Field(max_length=64, min_length=3)]
    """
    The code, 3 to 64 letters, digits, - and _; case does not matter
    """
    amount_cents: Annotated[int, Field(gt=0, le=100000000)]
    """
    Cents credited to each redeeming organization
    """
    max_redemptions: Annotated[int | None, Field(gt=0, le=2147483647)] = None
    """
    How many organizations may redeem it; no limit when left out
    """
    expires_at: Annotated[str | None, Field(max_length=40)] = None
    """
    When it stops redeeming (ISO 8601); never when left out
    """


class OrgsListMembersResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Member], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class OrgsUpdateMemberBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["owner", "admin", "member"] | None = None
    permissions: Annotated[
        list[Literal["publish.manage"]] | None, Field(max_length=2)
    ] = None
    """
    The whole set of permissions granted beyond the role, replacing the one the member had ([] takes every one away)
    """


class OrgsListInvitesResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Invite], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class OrgsCreateInviteBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    email: Annotated[str, Field(max_length=254)]
    role: Literal["owner", "admin", "member"]
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A team (team_…) of the organization the person joins as a worker
    """


class OrgsCreateInviteResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    invite: Invite
    token: Annotated[str, Field(max_length=200)]
    """
    invite_…, the credential of POST /api/v1/invites/{token}/accept; shown only in this response
    """
    accept_url: Annotated[str, Field(max_length=20000)]
    """
    The page where the invited person accepts: {PROCTOR_PUBLIC_URL or this server}/invites/{token}
    """


class InvitesAcceptBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    password: Annotated[str | None, Field(max_length=256, min_length=8)] = None
    """
    Without a session: the new account's password (as at signup). Ignored with a session
    """
    name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    Without a session: the new account's name. Ignored with a session
    """


class WorkspacesListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Workspace], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkspacesCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    """
    Trimmed, 1 to 100 characters, unique in the organization (case-sensitive)
    """


class WorkspacesSwitchBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    A workspace of your organization (wsp_…)
    """


class TeamsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Team1], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class TeamsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    """
    Unique in the workspace
    """


class TeamsCreateResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    workspace_id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
    member_count: Annotated[int, Field(ge=0, le=9007199254740991)]
    is_active: bool
    """
    Whether this is the caller's active team (POST /api/v1/teams/switch)
    """
    created_at: Annotated[str, Field(max_length=40)]
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
    warnings: Annotated[list[TeamWarning], Field(max_length=1000)]
    """
    Empty unless a soft limit was passed: the team was created all the same
    """


class TeamsSwitchBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    A team of your active workspace, or null to have no active team
    """


class TeamsSwitchResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    active_team: Team1 | None
    """
    Your active team now; null when cleared
    """


class TeamsListMembersResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[TeamMember], Field(max_length=10000)]


class TeamsAddMemberBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    A person of the organization (usr_…)
    """
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """


class TeamsUpdateMemberBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    role: Literal["manager", "worker"]
    """
    manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
    """


class TeamsSetBudgetBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    daily_limit_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    """
    The team's spend per UTC day in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """
    monthly_limit_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    """
    The team's spend per UTC month in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """
    hard_cap_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)] = None
    """
    The team's spend in total in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
    """


class TeamsAllocateBudgetBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    amount_cents: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    Cents of spending rights to move from the workspace into the team pool
    """


class TeamsAllocateWorkerBudgetBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    amount_cents: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    Cents of the team pool's unallocated part to add to the worker's allocation
    """


class BudgetRequestsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[BudgetRequest], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class BudgetRequestsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    team_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Team id (team_…)
    """
    amount_cents: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    Cents of the team pool asked for
    """
    reason: Annotated[str, Field(max_length=2000, min_length=1)]


class BudgetRequestsDecideBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["approved", "rejected"]
    notes: Annotated[str | None, Field(max_length=2000)] = None


class AgentRequestsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[AgentRequest], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class Option1(RootModel[str]):
    root: Annotated[str, Field(max_length=100, min_length=1)]


class AgentRequestsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    kind: Literal["question", "decision", "help", "notice"]
    """
    question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
    """
    title: Annotated[str, Field(max_length=200, min_length=1)]
    """
    One line, 1 to 200 characters
    """
    body: Annotated[str, Field(max_length=10000, min_length=1)]
    """
    The details, 1 to 10,000 characters
    """
    options: Annotated[list[Option1] | None, Field(max_length=10, min_length=2)] = None
    """
    A decision's choices: 2 to 10 different strings of 1 to 100 characters. Required for kind "decision", refused for the others
    """


class AgentRequestsAnswerBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["resolved", "dismissed"]
    """
    resolved: answered with `response`; dismissed: closed, with or without one
    """
    response: Annotated[str | None, Field(max_length=10000, min_length=1)] = None
    """
    The answer the agent reads, 1 to 10,000 characters: required to resolve; for a decision, one of its options
    """


class WorkflowsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Workflow1], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=100, min_length=1)]
    """
    Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
    """
    description: Annotated[str | None, Field(max_length=1000)] = None
    """
    At most 1,000 characters
    """


class WorkflowsUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str | None, Field(max_length=100, min_length=1)] = None
    """
    Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
    """
    description: Annotated[str | None, Field(max_length=1000)] = None
    """
    At most 1,000 characters; null clears it
    """


class WorkflowsShareBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    visibility: Literal["private", "team", "org"]
    """
    private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
    """
    team_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    The team to share with: required for visibility team, refused otherwise
    """


class WorkflowsListGrantsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[WorkflowGrant], Field(max_length=10000)]


class WorkflowsGrantBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    An agent of the organization
    """


class WorkflowsVersionsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    steps: Annotated[list[WorkflowStep], Field(max_length=100, min_length=1)]
    """
    1 to 100 steps
    """
    edges: Annotated[
        list[WorkflowEdge] | None, Field(max_length=500, validate_default=True)
    ] = []
    """
    from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
    """


class WorkflowsVersionsUnpublishBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    reason: Annotated[str, Field(max_length=500, min_length=1)]
    """
    Why, kept in the audit trail
    """


class WorkflowsRunsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent whose dispatches the steps make: the workflow must be granted to it
    """
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}
    """
    What ${input.<key>} templates read
    """
    version_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A version to run, a draft too; without it, the newest published version
    """
    mode: Literal["live", "test"] | None = "live"
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """


class PublishingListPublicationsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Publication], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class PublishingRevokePublicationBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    reason: Annotated[str, Field(max_length=500, min_length=1)]
    """
    Why, kept in the audit trail
    """


class PublishingListPublishRequestsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[PublishRequest], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class PublishingDecidePublishRequestBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    status: Literal["approved", "rejected"]
    notes: Annotated[str | None, Field(max_length=2000, min_length=1)] = None
    """
    Why, shown to the requester
    """


class MarketplaceListListingsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[MarketplaceListing], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class ConnectedAppsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ConnectedApp1], Field(max_length=7)]
    """
    The workspace's apps, oldest first: at most one per provider
    """
    providers: Annotated[list[ConnectedAppProvider], Field(max_length=7)]
    """
    Every provider, whether installs can start on this server, and whether this workspace has its app
    """


class ConnectedAppsInstallBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    subdomain: Annotated[str | None, Field(max_length=63)] = None
    """
    Zendesk only, and required there: your subdomain ("acme" for acme.zendesk.com)
    """


class ConnectedAppsInstallResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    authorize_url: Annotated[str, Field(max_length=20000)]
    """
    Send the person's browser here: the provider's consent page (or the sandbox's)
    """
    state_expires_at: Annotated[str, Field(max_length=40)]
    """
    The install must come back within 10 minutes
    """
    sandbox: bool
    """
    The install goes to this server's sandbox provider, not the real one
    """


class ConnectedAppsRefreshResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    app: ConnectedApp1
    outcome: Literal["refreshed", "not_refreshable", "refused", "failed"]
    """
    refreshed: new tokens; not_refreshable: the provider issued no refresh token (Slack without token rotation): its token does not expire; refused: the provider refused the refresh token, the app is needs_reauth now; failed: the provider could not be reached, the app keeps its tokens
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    The provider's answer when refused or failed
    """


class ConnectedAppsUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    chat_agent_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Slack apps only: the agent, of the app's workspace, that answers messages to the app in Slack; null: none does
    """


class ConnectedAppsDeleteResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    app: ConnectedApp1
    """
    The app as it was
    """
    deleted: Literal[True]
    remote_revocation: Literal["revoked", "not_supported", "failed"]
    """
    revoked: the provider revoked the token; not_supported: the provider has no revocation endpoint (Jira: remove the app in the person's Atlassian account settings); failed: the provider could not be reached (the app is deleted here all the same)
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    The provider's answer when the revocation failed
    """


class ScheduledTasksListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ScheduledTask], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class ScheduledTasksCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
    """
    name: Annotated[str, Field(max_length=200, min_length=1)]
    """
    A label, trimmed, 1 to 200 characters
    """
    operation: Annotated[str, Field(max_length=200, min_length=1)]
    """
    A catalog operation (GET /api/v1/agent-docs), for example workflow.run
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}
    """
    The operation's payload, checked against its schema now (400 naming `payload.…`); for workflow.run `{workflow_id, input}`, the workflow by id or name
    """
    schedule_type: Literal["recurring"] = "recurring"
    """
    recurring: fires at every time of cron_expr (the only type)
    """
    cron_expr: Annotated[str, Field(max_length=200, min_length=1)]
    """
    Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
    """
    timezone: Annotated[str | None, Field(max_length=64, min_length=1)] = "UTC"
    """
    An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
    """
    mode: Literal["live", "test"] | None = "live"
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool | None = None
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: bool | None = None
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """
    test_run: bool | None = False
    """
    Also fire once now, with the newest version of a workflow whether published or not, and answer that fire as `test_run`
    """


class ScheduledTasksCreateResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as
    """
    name: Annotated[str, Field(max_length=200)]
    operation: Annotated[str, Field(max_length=200)]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    schedule_type: Literal["recurring"]
    cron_expr: Annotated[str, Field(max_length=200)]
    timezone: Annotated[str, Field(max_length=200)]
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
    next_run_at: Annotated[str | None, Field(max_length=40)]
    """
    The next time it fires; null while paused
    """
    created_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of its creator
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    updated_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    can_edit: bool
    """
    Whether you may change or delete it: its creator, admins and owners
    """
    test_run: EventFire | None = None
    """
    The fire test_run made now
    """


class ScheduledTasksUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    A label, trimmed, 1 to 200 characters
    """
    status: Literal["active", "paused"] | None = None
    """
    paused: fires nothing; active again: fires next at its first time after now
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None
    """
    A new payload, checked against the operation's schema
    """
    cron_expr: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
    """
    timezone: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
    """
    allow_draft: bool | None = None
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: bool | None = None
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class ScheduledTasksListRunsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[EventFire], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[KnowledgeCollection], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=200, min_length=1)]
    description: Annotated[str | None, Field(max_length=2000)] = None
    embedder: Literal["local", "provider"] | None = "local"
    """
    Who embeds its passages and queries, for good: `local` (default), the server's local model, free; `provider`, the server's OpenAI-compatible embeddings provider, dispatched as `agent_id`
    """
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    With `provider` (required then, refused otherwise): an agent of this workspace, bound to embeddings.create, that its embeddings are dispatched as
    """


class KnowledgeListDocumentsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[KnowledgeDocument], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class KnowledgeAddDocumentBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    title: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    Default: an HTML page's title, else the stored object's file name, else the text's first line (a Markdown heading without its `#` marks)
    """
    content_type: (
        Literal["text/plain", "text/markdown", "text/html", "application/pdf"] | None
    ) = None
    """
    How to read `content` (required with it); with `object_id`, read the object as this rather than as its own content type
    """
    content: Annotated[str | None, Field(max_length=200000, min_length=1)] = None
    """
    The document, at most 200,000 characters; a PDF in base64. Or send `object_id`
    """
    object_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A stored object (obj_…) of your workspace, uploaded and not deleted, to read the document from instead of `content`; at most 20 MiB
    """


class KnowledgeQueryBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    query: Annotated[str, Field(max_length=2000, min_length=1)]
    """
    What to look for, in words: matched by meaning, not by keyword
    """
    k: Annotated[int | None, Field(ge=1, le=50)] = 5
    """
    How many passages, 1 to 50; default 5
    """


class KnowledgeListGrantsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[KnowledgeGrant], Field(max_length=10000)]


class KnowledgeGrantBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    An agent of the organization
    """


class StorageListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[StorageObject], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class StorageCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    key: Annotated[str, Field(max_length=1024, min_length=1)]
    """
    Its name in the workspace, e.g. `reports/2025/q1.pdf`; keys need not be unique
    """
    content_type: Annotated[str, Field(max_length=255)]
    """
    The media type it is downloaded with
    """
    size: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    Its size in bytes: the upload must bring exactly this many
    """
    sha256: Annotated[str | None, Field(max_length=64)] = None
    """
    Optional: the SHA-256 the upload must have (64 lower-case hex digits)
    """


class TriggersListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Trigger], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class TriggersCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
    """
    name: Annotated[str, Field(max_length=200, min_length=1)]
    """
    A label, trimmed, 1 to 200 characters
    """
    kind: Literal["cron", "webhook"]
    """
    cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
    """
    operation: Annotated[str, Field(max_length=200, min_length=1)]
    """
    A catalog operation (GET /api/v1/agent-docs); a fire can never change it
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}
    """
    The operation's payload. A cron trigger's is checked against the operation's schema now (400 naming `payload.…`); a webhook's may leave fields for its fires to bring, and is checked with the fired body at each fire
    """
    cron_expr: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    Required for kind cron, refused for a webhook. Five fields, read in timezone; one that never fires is 400
    """
    timezone: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    Kind cron only: an IANA zone; default UTC. An unknown one is 400 naming the field
    """
    mode: Literal["live", "test"] | None = "live"
    """
    live: real providers, paid from the agent's workspace; test: the sandbox, free
    """
    allow_draft: bool | None = None
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: bool | None = None
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class TriggersUpdateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    A label, trimmed, 1 to 200 characters
    """
    status: Literal["active", "paused"] | None = None
    """
    paused: fires nothing (a webhook fire is 409); active again: a cron trigger fires next at its first time after now
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None
    """
    A new payload (a cron trigger's is checked against the operation's schema)
    """
    cron_expr: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    Kind cron only (a webhook: 400): a new schedule, next_run_at recomputed from now
    """
    timezone: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    Kind cron only (a webhook: 400)
    """
    allow_draft: bool | None = None
    """
    For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
    """
    allowDraft: bool | None = None
    """
    The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree
    """


class TriggersListRunsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[EventFire], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Device], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesRegisterBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=200, min_length=1)]
    """
    What people call the device
    """


class DevicesListGrantsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[DeviceGrant], Field(max_length=10000)]


class DevicesGrantBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    An agent of the organization
    """


class DevicesClaimCommandsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[DeviceCommand], Field(max_length=50)]


class DevicesQueueCommandBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    command: Annotated[str, Field(max_length=200, min_length=1)]
    """
    What the device is to do; the device decides what it means
    """
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}


class DevicesListCommandsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[DeviceCommand], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesCompleteCommandBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    result: dict[Annotated[str, StringConstraints(max_length=256)], Any]


class DevicesListSessionsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[DeviceSession], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class DevicesStartSessionBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    metadata: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = {}


class ChatListSessionsResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ChatSession], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class ChatCreateSessionBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    agent_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    The agent to talk to (agt_…); left out, the session makes an agent of its own (chat_owned)
    """
    title: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    Defaults to "Chat with <agent name>"
    """
    mode: Literal["live", "test"] | None = "test"
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: Annotated[str | None, Field(max_length=200)] = None
    """
    The model of its turns unless a turn names one; left out, the agent's default model, else proctor/sandbox
    """
    force_approval: bool | None = False
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """


class ToolResult(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    content: Annotated[str, Field(max_length=1048576)]
    """
    The local tool's output, as the model should read it
    """


class LocalTool(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    name: Annotated[str, Field(max_length=64)]
    description: Annotated[str | None, Field(max_length=4000)] = None
    parameters: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = (
        None
    )
    """
    JSON Schema of its arguments
    """


class ChatTurnBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    session_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    Chat session id (chs_…)
    """
    message: Annotated[str | None, Field(max_length=100000, min_length=1)] = None
    """
    The person's message; required unless continue_from resumes a paused turn
    """
    model: Annotated[str | None, Field(max_length=200)] = None
    """
    This turn's model; left out, the session's, else the agent's default model, else proctor/sandbox
    """
    continue_from: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    A paused turn (ctn_…, the done event's continue_from) to resume, once its approvals are decided and its local tools answered
    """
    tool_results: Annotated[list[ToolResult] | None, Field(max_length=128)] = None
    """
    With continue_from: the result of every local call the turn waits for (local_tools_pending)
    """
    local_tools: Annotated[list[LocalTool] | None, Field(max_length=64)] = None
    """
    Tools the client runs itself (a local command-line client's files or shell): their calls come back as one local_tools_pending batch
    """


class ChatDecideApprovalBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    decision: Literal["approve", "reject"]
    note: Annotated[str | None, Field(max_length=2000)] = None
    """
    The approver's note, or the rejection's reason
    """


class ModelsFavoritesListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ModelFavorite], Field(max_length=100)]


class ModelsFavoritesAddBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    model_id: Annotated[str, Field(examples=["openai/gpt-4o-mini"], max_length=200)]
    """
    A model id as text_generation.generate takes it, e.g. "openai/gpt-4o-mini"; in a path, its "/" sent as %2F
    """


class Local(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    available: bool
    """
    false: the optional package espeak-ng is not installed, and POST /api/v1/tts with a local voice answers 503
    """


class Live1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    available: bool
    """
    false: the live provider is not configured (OPENAI_API_KEY), and its voices are not listed
    """


class TtsVoicesResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    voices: Annotated[list[Voice], Field(max_length=1000)]
    local: Local
    live: Live1


class TtsCreateBody(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    text: Annotated[str, Field(max_length=1000, min_length=1)]
    """
    What to say: 1 to 1000 characters
    """
    voice: Annotated[str | None, Field(max_length=200, min_length=1)] = None
    """
    A voice's id from GET /api/v1/tts. Left out: the local voice of `language` (else `en-us`); with `provider: "live"`, the live provider's first voice
    """
    rate: Annotated[float | None, Field(ge=0.1, le=10.0)] = None
    """
    Speaking rate, a multiple of the voice's normal rate, 0.1 to 10 (default 1, or the agent's voice_config.rate)
    """
    pitch: Annotated[float | None, Field(ge=-20.0, le=20.0)] = None
    """
    Pitch, −20 to 20 steps from the voice's own (default 0, or the agent's voice_config.pitch); the live synthesizer has no pitch
    """
    language: Annotated[str | None, Field(max_length=35)] = None
    """
    BCP 47: picks the local voice when `voice` is left out (default the agent's voice_config.language)
    """
    provider: Literal["local", "live"] | None = None
    """
    `local` (free, on this server) or `live` (agent keys only: the governed operation speech.synthesize). Left out: the provider of `voice`, local when both have it
    """


class AgentDocs(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    version: Annotated[str, Field(max_length=200)]
    """
    API version the catalog describes
    """
    guide: Annotated[str, Field(max_length=20000)]
    """
    The steps in prose; every fact in it is also a field below
    """
    dispatch: Dispatch
    statuses: Annotated[list[Status], Field(max_length=1000)]
    reasons: Annotated[list[Reason], Field(max_length=1000)]
    polling: Polling
    errors: Errors
    modes: Annotated[list[Mode], Field(max_length=1000)]
    self: Self
    auth: Auth
    operations: Annotated[list[CatalogOperation], Field(max_length=1000)]


class Session(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    user: User
    organization: Organization
    role: Literal["owner", "admin", "member"]
    permissions: Annotated[list[Literal["publish.manage"]], Field(max_length=1)]
    """
    Granted beyond the role; an owner holds every permission whatever is listed
    """
    capabilities: Capabilities
    assignable_roles: Annotated[
        list[Literal["owner", "admin", "member"]], Field(max_length=3)
    ]
    """
    The roles you may invite with or change a member to, and whose holders you may change or remove: owner only for an owner; none without manage_members or manage_invites
    """


class Team(BaseModel):
    """
    The agent's team and what is left of its budget (team_budget_exceeded); null: the agent has no team
    """

    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
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


class Worker(BaseModel):
    """
    The agent's owner as a worker of its team (worker_budget_exceeded); null: none
    """

    model_config = ConfigDict(
        extra="allow",
    )
    user_id: Annotated[str, Field(max_length=64, min_length=1)]
    allocation: SpendAllowance
    """
    The worker's allocation from the team pool
    """


class BindingAllowance(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    operation: Annotated[str, Field(max_length=200)]
    """
    "<service>.<operation>"
    """
    enabled: bool
    """
    A disabled binding blocks every request with policy_violation; false also when an agent this one was spawned from has no enabled binding for the operation
    """
    daily_limit: Annotated[int | None, Field(ge=-9007199254740991, le=9007199254740991)]
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    approval_threshold_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    A worst-case cost above this needs approval; null: never
    """
    today: DayAllowance
    month: MonthAllowance
    connected_app: ConnectedApp | None
    """
    The organization's own app the operation acts through in live mode; null: it needs none
    """


class SkillProposal(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent the skill is for: approving grants it the workflow
    """
    workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The workflow approving adds a version to; null: approving makes a new workflow named `name`
    """
    name: Annotated[str, Field(max_length=200)]
    description: Annotated[str | None, Field(max_length=20000)]
    steps: Annotated[list[WorkflowStepOutput], Field(max_length=100)]
    edges: Annotated[list[WorkflowEdge], Field(max_length=500)]
    status: Literal["pending", "approved", "rejected"]
    proposed_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of who proposed it; null when the agent did, with its key
    """
    notes: Annotated[str | None, Field(max_length=20000)]
    """
    The decider's notes
    """
    decided_by: Annotated[str | None, Field(max_length=200)]
    """
    The user id of who approved or rejected it
    """
    decided_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    result_workflow_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Once approved: the workflow the version was saved to
    """
    result_version_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Once approved: the draft version it made
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class ServiceRequestDryRun(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    decision: Literal["executed", "blocked", "approval_required", "failed"]
    """
    What the dispatch would answer now: executed when every rule and budget lets it through and the provider would be called (an asynchronous provider answers running first, and the provider may still fail); otherwise the outcome and its reason, as the dispatch would record it
    """
    operation: Annotated[str, Field(max_length=20000)]
    """
    The operation, resolved as the dispatch resolves it
    """
    mode: Literal["live", "test"]
    """
    The key's mode: the counters and rules it was decided on
    """
    reason_code: (
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
        | None
    ) = None
    """
    Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.
    """
    detail: Annotated[str | None, Field(max_length=20000)]
    """
    The words the request's result.detail would hold; null when it would be executed
    """
    refusal: Refusal | None = None
    """
    Present with reason_code: the reason typed, with the advice and the budget limit it would meet
    """
    estimated_cost_cents: Annotated[
        int | None, Field(ge=-9007199254740991, le=9007199254740991)
    ]
    """
    The worst-case cost at the live price (what a dispatch holds); null when the payload does not parse or the price could not be asked
    """
    levels: Annotated[list[LevelHeadroom], Field(max_length=9)]
    """
    Every budget level, in the order the pipeline checks them, each with its limit, what is used and what is left now
    """


class McpAnswer(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    __annotations__ = {
        "__pydantic_extra__": Dict[str, Any],
    }
    jsonrpc: Literal["2.0"]
    id: Id | Id1 | None
    result: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None = None
    """
    tools/list: {tools}; tools/call: a tool result {content, structuredContent, isError}
    """
    error: McpProtocolError | None = None


class Balance(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    balance_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Settled balance of your active workspace's wallet
    """
    held_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Held by requests in flight; available = balance_cents - held_cents
    """
    currency: Literal["usd"]
    team: TeamBudget | None = None
    """
    With team_id: the team's budget, as GET /api/v1/teams/{id}/budget answers it
    """


class WorkflowVersion(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    workflow_id: Annotated[str, Field(max_length=64, min_length=1)]
    number: Annotated[int, Field(ge=1, le=9007199254740991)]
    """
    1, 2, 3… in the order the versions were saved
    """
    status: Literal["draft", "published"]
    """
    An agent runs a draft only with allow_draft; publishing goes through a governance review
    """
    steps: Annotated[list[WorkflowStepOutput], Field(max_length=100)]
    edges: Annotated[list[WorkflowEdge], Field(max_length=500)]
    created_by: Annotated[str, Field(max_length=200)]
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    published_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class WorkflowRun(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    workflow_id: Annotated[str, Field(max_length=64, min_length=1)]
    version_id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The agent its dispatches are made as
    """
    mode: Literal["live", "test"]
    status: Literal["running", "completed", "failed", "cancelled"]
    input: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    output: dict[Annotated[str, StringConstraints(max_length=256)], Any] | None
    """
    Once completed: the outputs of the steps nothing follows, by label
    """
    error: Annotated[str | None, Field(max_length=1048576)]
    """
    Once failed: the step that failed and why
    """
    cost_cents: Annotated[int, Field(ge=0, le=9007199254740991)]
    """
    What its steps' dispatches cost
    """
    cancel_requested_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    finished_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    steps: Annotated[list[WorkflowStepRun], Field(max_length=1000)]
    """
    Every attempt of each step in the order made: the first attempts in the version's order, retries after them
    """


class KnowledgeSearchResult(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[KnowledgeHit], Field(max_length=50)]


class RegisteredDevice(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    device: Device
    token: Annotated[str, Field(max_length=200)]
    """
    device_token_…: the device's credential. Shown this once, stored hashed (SHA-256, as agent keys are), never readable again
    """


class ChatMessage(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    turn_id: Annotated[str, Field(max_length=64, min_length=1)]
    role: Literal["user", "assistant", "tool"]
    content: Annotated[str, Field(max_length=1048576)]
    tool_call_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    A tool message: the call it answers
    """
    tool_calls: Annotated[list[ChatToolCall], Field(max_length=128)]
    """
    An assistant message: the tool calls it made
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """


class ModelList(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    source: Literal["aggregator", "sandbox"]
    """
    aggregator: the configured OpenAI-compatible server's list; sandbox: no aggregator is configured, and the list is the sandbox's, free and offline
    """
    provider: Annotated[str, Field(max_length=20000)]
    """
    "OpenRouter", the base URL of another OpenAI-compatible server, or "Proctor sandbox"
    """
    fetched_at: Annotated[str | None, Field(max_length=40)]
    """
    When the server answered with this list (it is kept an hour); null for the sandbox list, which is never fetched
    """
    data: Annotated[list[Model], Field(max_length=10000)]


class ServiceRequest(BaseModel, Generic[ResultT]):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    status: Literal["executed", "blocked", "approval_required", "failed", "running"]
    operation: Annotated[str, Field(max_length=200)]
    mode: Literal["live", "test"]
    payload: dict[Annotated[str, StringConstraints(max_length=256)], Any]
    """
    The request's payload, valid for the operation's schema
    """
    result: ResultT | dict[str, Any] | None
    """
    Provider output when executed; { detail } when blocked or failed: a budget's refusal words the detail as one sentence to act on (the limit, what is used of it, what the request adds, when it resets, then the reason's advice), and keeps the limit beside it
    """
    cost_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    Debited from the wallet; 0 unless executed in live mode
    """
    reason_code: (
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
        | None
    ) = None
    """
    Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.
    """
    refusal: Refusal | None = None
    """
    Present with reason_code: the reason typed, with the advice and the budget limit it met
    """
    approval_id: Annotated[str | None, Field(max_length=64, min_length=1)] = None
    """
    Present when an approval was needed
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    completed_at: Annotated[str | None, Field(max_length=40)]
    """
    When it reached executed, blocked or failed; null while it waits or runs
    """


class Error1(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
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
    message: Annotated[str, Field(max_length=1048576)]
    request_id: Annotated[str, Field(max_length=128)]
    """
    Same value as the X-Request-Id response header
    """
    details: Annotated[list[Detail] | None, Field(max_length=100)] = None


class Error(BaseModel):
    """
    The one error envelope of every non-2xx response
    """

    model_config = ConfigDict(
        extra="allow",
    )
    error: Error1


class AgentsSkillProposalsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[SkillProposal], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class ServiceRequestsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[ServiceRequest], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsVersionsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[WorkflowVersion], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class WorkflowsRunsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[WorkflowRun], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """


class AgentSelf(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    name: Annotated[str, Field(max_length=200)]
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
    monthly_budget_cents: Annotated[int | None, Field(ge=0, le=9007199254740991)]
    """
    The agent's own monthly cap; null: none
    """
    month: MonthAllowance
    """
    The agent's monthly cap this month, over all its operations
    """
    bindings: Annotated[list[BindingAllowance], Field(max_length=1000)]
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


class Approval(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    status: Literal["pending", "approved", "rejected", "expired"]
    cost_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    """
    The estimated cost that needed approval
    """
    threshold_cents: Annotated[int, Field(ge=-9007199254740991, le=9007199254740991)]
    note: Annotated[str | None, Field(max_length=20000)]
    """
    The approver's note or the rejection reason
    """
    decided_by: Annotated[str | None, Field(max_length=200)]
    decided_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    expires_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    created_at: Annotated[str, Field(max_length=40)]
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


class ChatSessionWithHistory(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    id: Annotated[str, Field(max_length=64, min_length=1)]
    agent_id: Annotated[str, Field(max_length=64, min_length=1)]
    title: Annotated[str, Field(max_length=200)]
    mode: Literal["live", "test"]
    """
    The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
    """
    model: Annotated[str | None, Field(max_length=200)]
    """
    The session's model; null: the agent's default model, else the sandbox model proctor/sandbox
    """
    force_approval: bool
    """
    Every tool call waits for a person's approval, whatever its binding's threshold
    """
    status: Literal["open", "closed"]
    active_turn_id: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    The turn answering now, if any
    """
    created_at: Annotated[str, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    closed_at: Annotated[str | None, Field(max_length=40)]
    """
    ISO 8601 timestamp, UTC
    """
    messages: Annotated[list[ChatMessage], Field(max_length=500)]
    """
    The newest 500 messages at most, oldest first
    """
    turns: Annotated[list[ChatTurn], Field(max_length=500)]
    """
    The turns of those messages
    """
    truncated: bool
    """
    Older messages were left out
    """


class ChatApprovalDecision(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    approval: Approval
    session_id: Annotated[str, Field(max_length=64, min_length=1)]
    tool_call_id: Annotated[str, Field(max_length=64, min_length=1)]
    continue_from: Annotated[str, Field(max_length=64, min_length=1)]
    """
    The paused turn: resume it with POST /api/v1/chat/turn {session_id, continue_from}
    """


class ApprovalsListResponse(BaseModel):
    model_config = ConfigDict(
        extra="allow",
    )
    data: Annotated[list[Approval], Field(max_length=100)]
    next_cursor: Annotated[str | None, Field(max_length=64, min_length=1)]
    """
    Pass as cursor for the next page; null on the last page
    """
