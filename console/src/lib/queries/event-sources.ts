/**
 * The query keys of the event-source pages: scheduled tasks, and triggers beside them. Each
 * resource's keys start with its name, so that invalidating ['scheduled-tasks'] after a change
 * refreshes the list and every task's page and fires at once.
 */
export const scheduledTaskKeys = {
  all: ['scheduled-tasks'] as const,
  list: ['scheduled-tasks', 'list'] as const,
  task: (id: string) => ['scheduled-tasks', id] as const,
  runs: (id: string) => ['scheduled-tasks', id, 'runs'] as const,
};
