import type { EventFire } from '@proctor/sdk';

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

interface PageOfFires {
  data: EventFire[];
  next_cursor: string | null;
}

/**
 * A kind of source as the shared components need it: its SDK resource (both answer the same
 * calls), its query keys, where its pages live and what it is called.
 */
export interface SourceKind {
  /** "task", "trigger": in button names and messages. */
  noun: string;
  /** The list page's path; a source's page is under it. */
  path: string;
  keys: { all: readonly unknown[]; list: readonly unknown[]; runs: (id: string) => readonly unknown[] };
  resource: {
    update(id: string, body: { status: 'active' | 'paused' }): PromiseLike<unknown>;
    delete(id: string): PromiseLike<void>;
    listRuns(id: string, query: { cursor?: string; order?: 'asc' | 'desc' }): PromiseLike<PageOfFires>;
  };
  /** What a fire with no scheduled time was: a test run, a webhook's fire. */
  unscheduled: string;
}
