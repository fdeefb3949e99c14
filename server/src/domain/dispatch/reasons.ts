/**
 * Every reason code a service request can end with, and what it means: the one list that the
 * pipeline, the OpenAPI document (and so both SDKs' enums) and agent-docs read. docs/dispatch.md's table
 * of outcomes gives each one's status and how to bring it about. A code nothing produces is not listed.
 */
export const REASONS = {
  policy_violation: 'No enabled binding for the operation',
  daily_limit_exceeded: "The binding's daily request limit is reached",
  monthly_budget_exceeded: "The binding's monthly budget would be exceeded",
  agent_budget_exceeded: "The agent's monthly budget would be exceeded",
  team_budget_exceeded: "The agent's team would exceed its daily or monthly limit, its hard cap or its pool",
  worker_budget_exceeded: "The agent's owner would exceed their allocation from the team pool",
  task_budget_exceeded: "The delegated task's budget would be exceeded",
  task_closed: 'The delegated task is completed, failed or cancelled: it takes no more requests',
  insufficient_balance: "The workspace's wallet cannot cover the worst-case cost",
  approval_threshold: 'The worst-case cost is above the binding’s approval threshold; a person must approve it',
  approval_rejected: 'A reviewer rejected the approval',
  approval_expired: 'Nobody decided the approval in time',
  workflow_run_ended: 'A workflow step dispatched it, and its run was cancelled (or ended otherwise) before anyone decided the approval: nobody is left to use its result',
  adapter_error: 'The provider failed or timed out, or its settings are missing',
  requires_connected_app: "Live mode: the operation acts through the organization's own app (Slack, a mailbox, a CRM, a ticketing tool), and this workspace has none that is active",
  agent_disabled: 'The agent, or an agent it was spawned from, is paused, disabled or deleted',
  workflow_not_granted: 'workflow.run: the workflow is not granted to the agent',
  workflow_unpublished: 'workflow.run: the workflow has no published version, and allow_draft was not given',
  workflow_depth_exceeded: 'workflow.run: dispatched by a step of a run nested 3 deep, the deepest a run nests',
  workflow_limit_exceeded: 'workflow.run: dispatched by a step of a run whose tree holds 100 runs, the most one top-level run starts',
  resource_not_granted: 'knowledge.query, device.command, storage.get_object or document.extract_text: the collection or device is not granted to the agent (or was revoked, or is not its organization’s), or the stored object is not of its workspace',
} as const;

export type ReasonCode = keyof typeof REASONS;

/**
 * What the agent that dispatched should do about each reason, beside its meaning: agent-docs
 * serves both, so that an agent can act on an outcome without a person reading the docs.
 */
export const REASON_ADVICE: Record<ReasonCode, string> = {
  policy_violation: 'Do not retry: ask a person to bind the operation to this agent (or enable its binding). GET /api/v1/agents/me lists the bindings',
  daily_limit_exceeded: 'Retry after 00:00 UTC, or ask a person to raise the binding\'s daily_limit. GET /api/v1/agents/me shows what is left today',
  monthly_budget_exceeded: 'Wait for the next UTC month, send a cheaper request, or ask a person to raise the binding\'s monthly_budget_cents',
  agent_budget_exceeded: 'Wait for the next UTC month, send a cheaper request, or ask a person to raise the agent\'s monthly budget',
  team_budget_exceeded:
    "Ask a team manager or an org admin: GET /api/v1/agents/me shows the team's limits and what is left; a daily limit resets at 00:00 UTC, a monthly one with the UTC month, the pool and hard cap only when raised",
  worker_budget_exceeded:
    'Ask a team manager for more allocation (POST /api/v1/budget-requests); GET /api/v1/agents/me shows what is left of it',
  task_budget_exceeded: 'Do not retry for this task: finish it within what is left, or ask the parent agent for a new task with a larger budget. GET /api/v1/agents/{id}/delegated-tasks/{taskId} shows spent_cents',
  task_closed: 'Stop dispatching for this task: it is over. Dispatch without X-Delegated-Task for your own work, or ask the parent for a new task',
  insufficient_balance: 'Ask a person to add funds to the workspace\'s wallet; retrying does not help until then',
  approval_threshold: 'Wait: poll the request (GET /api/v1/service-requests/{id}) until a person decides; once approved it runs, else it ends blocked. Do not send it again',
  approval_rejected: 'Do not retry the same request: a person refused it. Change the request or ask why',
  approval_expired: 'Send the request again with a new Idempotency-Key if it is still wanted; it needs approval again',
  workflow_run_ended:
    'Nothing to do for this request: its run is over, and nothing was held or debited. Start the workflow again if the work is still wanted (result.detail names the run)',
  adapter_error: 'Read result.detail: a missing server setting needs a person (GET /api/v1/agent-docs says which operations run live); a provider error or timeout may be retried with a new Idempotency-Key; nothing was debited',
  requires_connected_app:
    'Do not retry until a person installs the app that result.detail names (POST /api/v1/connected-apps/{provider}/install, in the console under Connected apps); GET /api/v1/agents/me says per operation whether it is installed. Test keys need no app',
  agent_disabled: 'Stop dispatching: a person paused, disabled or deleted this agent or an agent it was spawned from. GET /api/v1/agents/me shows its status, and stopped_by names an agent up its spawn chain that stops it',
  workflow_not_granted: 'Do not retry: ask a person to grant the workflow to this agent (POST /api/v1/workflows/{id}/agents). GET /api/v1/agents/{id}/skills lists the workflows granted',
  workflow_unpublished:
    'Ask a person to publish a version (POST /api/v1/workflows/{id}/versions/{versionId}/publish, then a review); to run the newest draft, dispatch again with allow_draft: true (a new Idempotency-Key)',
  workflow_depth_exceeded: 'Do not retry: the workflow runs workflows too deep (one that runs itself, directly or not). Ask a person to change it',
  workflow_limit_exceeded: 'Do not retry within this run: its tree has started all the runs it may. Ask a person to make the workflow start fewer sub-runs',
  resource_not_granted:
    'Do not retry: ask a person to grant the collection (POST /api/v1/knowledge/collections/{id}/grants) or the device (POST /api/v1/devices/{id}/grants) to this agent; a stored object must be of the agent’s own workspace. result.detail names which',
};

export const REASON_CODES = Object.keys(REASONS) as [ReasonCode, ...ReasonCode[]];

/**
 * The status a request is given with each reason: failed when the provider or the agent could not
 * run it, waiting for a person at the approval threshold, blocked by a rule otherwise.
 */
export function statusOf(reason: ReasonCode): 'failed' | 'blocked' | 'approval_required' {
  if (reason === 'approval_threshold') return 'approval_required';
  return reason === 'adapter_error' || reason === 'agent_disabled' ? 'failed' : 'blocked';
}
