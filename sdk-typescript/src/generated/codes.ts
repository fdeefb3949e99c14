// GENERATED FILE, DO NOT EDIT. The code enums of the document, with their meanings.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

/**
 * Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.
 */
export const REASON_CODES = [
  /**
   * No enabled binding for the operation
   */
  "policy_violation",
  /**
   * The binding's daily request limit is reached
   */
  "daily_limit_exceeded",
  /**
   * The binding's monthly budget would be exceeded
   */
  "monthly_budget_exceeded",
  /**
   * The agent's monthly budget would be exceeded
   */
  "agent_budget_exceeded",
  /**
   * The agent's team would exceed its daily or monthly limit, its hard cap or its pool
   */
  "team_budget_exceeded",
  /**
   * The agent's owner would exceed their allocation from the team pool
   */
  "worker_budget_exceeded",
  /**
   * The delegated task's budget would be exceeded
   */
  "task_budget_exceeded",
  /**
   * The delegated task is completed, failed or cancelled: it takes no more requests
   */
  "task_closed",
  /**
   * The workspace's wallet cannot cover the worst-case cost
   */
  "insufficient_balance",
  /**
   * The worst-case cost is above the binding’s approval threshold; a person must approve it
   */
  "approval_threshold",
  /**
   * A reviewer rejected the approval
   */
  "approval_rejected",
  /**
   * Nobody decided the approval in time
   */
  "approval_expired",
  /**
   * A workflow step dispatched it, and its run was cancelled (or ended otherwise) before anyone decided the approval: nobody is left to use its result
   */
  "workflow_run_ended",
  /**
   * The provider failed or timed out, or its settings are missing
   */
  "adapter_error",
  /**
   * Live mode: the operation acts through the organization's own app (Slack, a mailbox, a CRM, a ticketing tool), and this workspace has none that is active
   */
  "requires_connected_app",
  /**
   * The agent, or an agent it was spawned from, is paused, disabled or deleted
   */
  "agent_disabled",
  /**
   * workflow.run: the workflow is not granted to the agent
   */
  "workflow_not_granted",
  /**
   * workflow.run: the workflow has no published version, and allow_draft was not given
   */
  "workflow_unpublished",
  /**
   * workflow.run: dispatched by a step of a run nested 3 deep, the deepest a run nests
   */
  "workflow_depth_exceeded",
  /**
   * workflow.run: dispatched by a step of a run whose tree holds 100 runs, the most one top-level run starts
   */
  "workflow_limit_exceeded",
  /**
   * knowledge.query, device.command, storage.get_object or document.extract_text: the collection or device is not granted to the agent (or was revoked, or is not its organization’s), or the stored object is not of its workspace
   */
  "resource_not_granted",
] as const;

/**
 * ReasonCode: one of REASON_CODES. Fields that carry one are typed `ReasonCode | (string & {})`: a newer server may send a code this release does not list.
 */
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * The `code` of the error envelope; the SDKs choose an error kind by it. Clients accept codes they do not know.
 */
export const ERROR_CODES = [
  /**
   * Malformed JSON, a field that fails validation, a body too large or not JSON
   */
  "invalid_request",
  /**
   * Missing, expired or revoked credential
   */
  "unauthorized",
  /**
   * The credential lacks a required permission
   */
  "forbidden",
  /**
   * A spawned agent at the deepest level (3) cannot spawn another
   */
  "spawn_depth_exceeded",
  /**
   * No such resource in the caller's organization
   */
  "not_found",
  /**
   * The path exists, the method does not
   */
  "method_not_allowed",
  /**
   * The Idempotency-Key belongs to a different request
   */
  "idempotency_conflict",
  /**
   * The change conflicts with the current state: an email already taken, an approval already decided
   */
  "conflict",
  /**
   * The resource existed and is gone for good: a stored object deleted more than 7 days ago, its bytes purged
   */
  "gone",
  /**
   * The workspace's storage quota in bytes would be passed; the message gives the numbers
   */
  "quota_exceeded",
  /**
   * An allocation asks for more than its source holds: the workspace for a team pool, the team pool for a worker, a parent agent's monthly cap left for a spawned agent
   */
  "insufficient_pool",
  /**
   * Too many requests from this credential or client address, too many event streams or memory writes at once, or an email locked after failed logins; see Retry-After
   */
  "rate_limited",
  /**
   * The feature needs server settings that are missing; the message names them
   */
  "not_configured",
  /**
   * Unexpected server error
   */
  "internal_error",
  /**
   * The database is unavailable, e.g. restarting; retry after Retry-After seconds
   */
  "service_unavailable",
] as const;

/**
 * ErrorCode: one of ERROR_CODES. Fields that carry one are typed `ErrorCode | (string & {})`: a newer server may send a code this release does not list.
 */
export type ErrorCode = (typeof ERROR_CODES)[number];
