import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventFire, ScheduledTaskCreateParams, TriggerCreateParams } from '@proctor/sdk';
import { api } from '../api';
import { useCursorList } from '../lists';

interface PageOfFires {
  data: EventFire[];
  next_cursor: string | null;
}

/**
 * A kind of event source (scheduled tasks; triggers answer the same calls) as its queries and
 * changes need it: its query keys, each starting with the resource's name so that invalidating
 * `all` after a change refreshes the list and every source's page and fires at once, and its SDK
 * resource.
 */
export interface SourceQueries {
  keys: {
    all: readonly unknown[];
    list: readonly unknown[];
    source: (id: string) => readonly unknown[];
    runs: (id: string) => readonly unknown[];
  };
  resource: {
    update(id: string, body: { status: 'active' | 'paused' }): PromiseLike<unknown>;
    delete(id: string): PromiseLike<void>;
    listRuns(id: string, query: { cursor?: string; order?: 'asc' | 'desc' }): PromiseLike<PageOfFires>;
  };
}

export const scheduledTasks = {
  keys: {
    all: ['scheduled-tasks'],
    list: ['scheduled-tasks', 'list'],
    source: (id: string) => ['scheduled-tasks', id],
    runs: (id: string) => ['scheduled-tasks', id, 'runs'],
  },
  resource: api.scheduledTasks,
} as const satisfies SourceQueries;

export const triggers = {
  keys: {
    all: ['triggers'],
    list: ['triggers', 'list'],
    source: (id: string) => ['triggers', id],
    runs: (id: string) => ['triggers', id, 'runs'],
  },
  resource: api.triggers,
} as const satisfies SourceQueries;

/** The organization's scheduled tasks, newest first, a page at a time. */
export function useScheduledTasks() {
  return useCursorList(scheduledTasks.keys.list, (cursor) => api.scheduledTasks.list({ cursor, order: 'desc' }));
}

/** One scheduled task. */
export function useScheduledTask(id: string) {
  return useQuery({ queryKey: scheduledTasks.keys.source(id), queryFn: () => api.scheduledTasks.retrieve(id) });
}

/** A source's fires, newest first, a page at a time; read again every 5 seconds so that new fires appear. */
export function useSourceFires(queries: SourceQueries, id: string) {
  return useCursorList(queries.keys.runs(id), async (cursor) => queries.resource.listRuns(id, { cursor, order: 'desc' }), { refetchInterval: 5_000 });
}

/** Pauses or resumes a source, then reads the kind's pages again. */
export function useSetSourceStatus(queries: SourceQueries, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'active' | 'paused') => queries.resource.update(id, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.keys.all }),
  });
}

/**
 * Deletes a source: `onDeleted` first (its page leaves), then its own queries are dropped rather
 * than read again (they would be 404) and the list is read again.
 */
export function useDeleteSource(queries: SourceQueries, id: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => queries.resource.delete(id),
    onSuccess: () => {
      onDeleted?.();
      queryClient.removeQueries({ queryKey: queries.keys.source(id) });
      return queryClient.invalidateQueries({ queryKey: queries.keys.list });
    },
  });
}

/** Schedules a task (its test run answered with it), then reads the list again. */
export function useCreateScheduledTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduledTaskCreateParams) => api.scheduledTasks.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledTasks.keys.list }),
  });
}

/** The organization's triggers, newest first, a page at a time. */
export function useTriggers() {
  return useCursorList(triggers.keys.list, (cursor) => api.triggers.list({ cursor, order: 'desc' }));
}

/** One trigger (without its signing secret, shown only when it was made). */
export function useTrigger(id: string) {
  return useQuery({ queryKey: triggers.keys.source(id), queryFn: () => api.triggers.retrieve(id) });
}

/** Creates a trigger (its signing secret answered this once), then reads the list again. */
export function useCreateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TriggerCreateParams) => api.triggers.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: triggers.keys.list }),
  });
}
