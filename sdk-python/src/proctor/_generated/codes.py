# GENERATED FILE, DO NOT EDIT. The code enums of the document (reason codes, error codes), with their meanings.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from enum import Enum


class ReasonCode(str, Enum):
    "Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know."

    POLICY_VIOLATION = "policy_violation"
    "No enabled binding for the operation"

    DAILY_LIMIT_EXCEEDED = "daily_limit_exceeded"
    "The binding's daily request limit is reached"

    MONTHLY_BUDGET_EXCEEDED = "monthly_budget_exceeded"
    "The binding's monthly budget would be exceeded"

    AGENT_BUDGET_EXCEEDED = "agent_budget_exceeded"
    "The agent's monthly budget would be exceeded"

    TEAM_BUDGET_EXCEEDED = "team_budget_exceeded"
    "The agent's team would exceed its daily or monthly limit, its hard cap or its pool"

    WORKER_BUDGET_EXCEEDED = "worker_budget_exceeded"
    "The agent's owner would exceed their allocation from the team pool"

    TASK_BUDGET_EXCEEDED = "task_budget_exceeded"
    "The delegated task's budget would be exceeded"

    TASK_CLOSED = "task_closed"
    "The delegated task is completed, failed or cancelled: it takes no more requests"

    INSUFFICIENT_BALANCE = "insufficient_balance"
    "The workspace's wallet cannot cover the worst-case cost"

    APPROVAL_THRESHOLD = "approval_threshold"
    "The worst-case cost is above the binding’s approval threshold; a person must approve it"

    APPROVAL_REJECTED = "approval_rejected"
    "A reviewer rejected the approval"

    APPROVAL_EXPIRED = "approval_expired"
    "Nobody decided the approval in time"

    WORKFLOW_RUN_ENDED = "workflow_run_ended"
    "A workflow step dispatched it, and its run was cancelled (or ended otherwise) before anyone decided the approval: nobody is left to use its result"

    ADAPTER_ERROR = "adapter_error"
    "The provider failed or timed out, or its settings are missing"

    REQUIRES_CONNECTED_APP = "requires_connected_app"
    "Live mode: the operation acts through the organization's own app (Slack, a mailbox, a CRM, a ticketing tool), and this workspace has none that is active"

    AGENT_DISABLED = "agent_disabled"
    "The agent, or an agent it was spawned from, is paused, disabled or deleted"

    WORKFLOW_NOT_GRANTED = "workflow_not_granted"
    "workflow.run: the workflow is not granted to the agent"

    WORKFLOW_UNPUBLISHED = "workflow_unpublished"
    "workflow.run: the workflow has no published version, and allow_draft was not given"

    WORKFLOW_DEPTH_EXCEEDED = "workflow_depth_exceeded"
    "workflow.run: dispatched by a step of a run nested 3 deep, the deepest a run nests"

    WORKFLOW_LIMIT_EXCEEDED = "workflow_limit_exceeded"
    "workflow.run: dispatched by a step of a run whose tree holds 100 runs, the most one top-level run starts"

    RESOURCE_NOT_GRANTED = "resource_not_granted"
    "knowledge.query, device.command, storage.get_object or document.extract_text: the collection or device is not granted to the agent (or was revoked, or is not its organization’s), or the stored object is not of its workspace"


class ErrorCode(str, Enum):
    "The `code` of the error envelope; the SDKs choose an error kind by it. Clients accept codes they do not know."

    INVALID_REQUEST = "invalid_request"
    "Malformed JSON, a field that fails validation, a body too large or not JSON"

    UNAUTHORIZED = "unauthorized"
    "Missing, expired or revoked credential"

    FORBIDDEN = "forbidden"
    "The credential lacks a required permission"

    SPAWN_DEPTH_EXCEEDED = "spawn_depth_exceeded"
    "A spawned agent at the deepest level (3) cannot spawn another"

    NOT_FOUND = "not_found"
    "No such resource in the caller's organization"

    METHOD_NOT_ALLOWED = "method_not_allowed"
    "The path exists, the method does not"

    IDEMPOTENCY_CONFLICT = "idempotency_conflict"
    "The Idempotency-Key belongs to a different request"

    CONFLICT = "conflict"
    "The change conflicts with the current state: an email already taken, an approval already decided"

    GONE = "gone"
    "The resource existed and is gone for good: a stored object deleted more than 7 days ago, its bytes purged"

    QUOTA_EXCEEDED = "quota_exceeded"
    "The workspace's storage quota in bytes would be passed; the message gives the numbers"

    INSUFFICIENT_POOL = "insufficient_pool"
    "An allocation asks for more than its source holds: the workspace for a team pool, the team pool for a worker, a parent agent's monthly cap left for a spawned agent"

    RATE_LIMITED = "rate_limited"
    "Too many requests from this credential or client address, too many event streams or memory writes at once, or an email locked after failed logins; see Retry-After"

    NOT_CONFIGURED = "not_configured"
    "The feature needs server settings that are missing; the message names them"

    INTERNAL_ERROR = "internal_error"
    "Unexpected server error"

    SERVICE_UNAVAILABLE = "service_unavailable"
    "The database is unavailable, e.g. restarting; retry after Retry-After seconds"
