/** The query keys of the audit trail: each starts with 'audit', so that a change anything records refreshes every view of it. */
export const keys = {
  all: ['audit'] as const,
  list: (filters: Record<string, string>) => ['audit', 'list', filters] as const,
  /** The entries about some targets (a service request and its approval); the target's status in the key brings new entries when it changes. */
  targets: (targets: readonly string[], status: string) => ['audit', 'targets', targets, status] as const,
};
