import type { ReasonCode } from '@proctor/sdk';

/**
 * What each reason code means, in the words of the API document (its ReasonCode descriptions),
 * which the SDK keeps only as comments. A code a newer server adds is shown as it is.
 */
const MEANINGS: Record<ReasonCode, string> = {
  policy_violation: 'The agent has no enabled binding for this operation',
  daily_limit_exceeded: "The binding's daily request limit is reached",
  monthly_budget_exceeded: "The binding's monthly budget would be exceeded",
  agent_budget_exceeded: "The agent's monthly budget would be exceeded",
  team_budget_exceeded: "The agent's team would exceed its daily or monthly limit, its hard cap or its pool",
  worker_budget_exceeded: "The agent's owner would exceed their allocation from the team pool",
  insufficient_balance: "The workspace's wallet cannot cover the worst-case cost",
  approval_threshold: "The worst-case cost is above the binding's approval threshold; a person must approve it",
  approval_rejected: 'A reviewer rejected the approval',
  approval_expired: 'Nobody decided the approval in time',
  adapter_error: 'The provider failed or timed out, or its settings are missing',
  agent_disabled: 'The agent is paused, disabled or deleted',
};

export function reasonMeaning(code: string): string | undefined {
  return (MEANINGS as Record<string, string>)[code];
}

/** A reason code in a table cell: the code, its meaning on hover; a dash when there is none. */
export function Reason({ code }: { code: string | null | undefined }) {
  if (!code) return <span aria-label="none">—</span>;
  return <code title={reasonMeaning(code)}>{code}</code>;
}

/** The `{ detail }` a blocked, failed or waiting request's result holds: why, in the server's words. */
export function detailOf(result: unknown): string | undefined {
  return result !== null && typeof result === 'object' && 'detail' in result && typeof result.detail === 'string' ? result.detail : undefined;
}
