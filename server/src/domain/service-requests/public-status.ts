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

/**
 * What each status tells the agent that dispatched, whether it is the request's last, and the
 * HTTP status the dispatch answers with (service-requests/create.ts): outcomes are not errors.
 */
export const STATUS_DOCS: Record<PublicStatus, { httpStatus: 200 | 202; final: boolean; meaning: string }> = {
  executed: { httpStatus: 200, final: true, meaning: 'The provider did it: `result` holds its output, `cost_cents` what was debited (0 in test mode)' },
  blocked: {
    httpStatus: 200,
    final: true,
    meaning: 'A rule refused it (`reason_code`): no provider was called, nothing was debited; `result.detail` says which rule',
  },
  failed: {
    httpStatus: 200,
    final: true,
    meaning: 'It could not run (`reason_code` adapter_error or agent_disabled): nothing was debited; `result.detail` says why',
  },
  approval_required: {
    httpStatus: 200,
    final: false,
    meaning:
      'A person must approve it first (`approval_id`); nothing is held. Poll it: once approved it runs as any request would, else it ends blocked (approval_rejected, approval_expired, or workflow_run_ended when the workflow run that dispatched it ends first)',
  },
  running: { httpStatus: 202, final: false, meaning: 'The provider is still working and its cost is held: poll it until it is executed or failed' },
};

/** The stored statuses shown as `status`, to filter on. */
export const storedStatuses = (status: PublicStatus): ServiceRequestStatus[] =>
  (Object.keys(PUBLIC_STATUS) as ServiceRequestStatus[]).filter((stored) => PUBLIC_STATUS[stored] === status);
