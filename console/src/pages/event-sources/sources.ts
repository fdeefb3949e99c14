import type { SourceQueries } from '../../lib/queries/event-sources';

/**
 * What the pages of event sources (scheduled tasks, triggers) show of one: the fields the two
 * share. A trigger fired by webhook has no schedule.
 */
export interface Source {
  id: string;
  name: string;
  agent_id: string;
  operation: string;
  payload: Record<string, unknown>;
  mode: 'live' | 'test';
  status: 'active' | 'paused';
  cron_expr: string | null;
  timezone: string | null;
  next_run_at: string | null;
  /** Whether the person may pause, resume or delete it: the server's answer. */
  can_edit: boolean;
}

/** A kind of source as the shared components draw it: its queries, where its pages live and what it is called. */
export interface SourceKind {
  queries: SourceQueries;
  /** "task", "trigger": in button names and messages. */
  noun: string;
  /** The list page's path; a source's page is under it. */
  path: string;
  /** What a fire with no scheduled time was: a test run, a webhook's fire. */
  unscheduled: string;
}
