import type { ServiceRequest } from '@proctor/sdk';

/** The query keys of the service requests: each starts with 'service-requests', so one invalidation refreshes the list and every request's page. */
export const keys = {
  all: ['service-requests'] as const,
  list: (filters: Record<string, string>) => ['service-requests', 'list', filters] as const,
  request: (id: string) => ['service-requests', id] as const,
};

/**
 * The statuses a service request still leaves (its page follows it until it ends): running, or
 * waiting for an approval. Every other status is final.
 */
export const UNSETTLED: ReadonlySet<ServiceRequest['status']> = new Set(['running', 'approval_required']);
