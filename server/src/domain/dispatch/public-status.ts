import type { ServiceRequestStatus } from '../../generated/prisma/enums.js';

/**
 * What each stored status is to the caller. An admitted request is in the provider's hands:
 * running, from the caller's point of view. Keyed by every stored status (the Prisma enum), so a
 * new one cannot be left out; the values, in this order, are the statuses of the API.
 */
const PUBLIC_STATUS = {
  executed: 'executed',
  blocked: 'blocked',
  approval_required: 'approval_required',
  failed: 'failed',
  running: 'running',
  admitted: 'running',
} as const satisfies Record<ServiceRequestStatus, ServiceRequestStatus>;

export type PublicStatus = (typeof PUBLIC_STATUS)[ServiceRequestStatus];

/** The statuses the API shows, each once. */
export const PUBLIC_STATUSES: readonly PublicStatus[] = [...new Set(Object.values(PUBLIC_STATUS))];

export const publicStatus = (status: ServiceRequestStatus): PublicStatus => PUBLIC_STATUS[status];

/** The stored statuses shown as `status`, to filter on. */
export const storedStatuses = (status: PublicStatus): ServiceRequestStatus[] =>
  (Object.keys(PUBLIC_STATUS) as ServiceRequestStatus[]).filter((stored) => PUBLIC_STATUS[stored] === status);
