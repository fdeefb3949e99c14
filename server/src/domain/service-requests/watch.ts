import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Caller } from '../auth/caller.js';
import { isFinal } from '../dispatch/outcomes.js';
import { publicStatus, type PublicStatus } from './public-status.js';
import { getServiceRequest, type ServiceRequestWithApproval } from './requests.js';

/**
 * The id of a request's state as a stream reports it: when it was last written and its public
 * status. A client resuming from one gets the request again only once its status differs: a
 * request's status only moves forward (approval_required → running → executed, failed or blocked),
 * so the status alone says what the client has seen, whatever `updated_at` did meanwhile (the
 * poller moves it to lease a check).
 */
export const stateId = (request: ServiceRequestWithApproval): string =>
  `${request.updatedAt.getTime()}.${publicStatus(request.status)}`;

const statusOfStateId = (id: string | undefined): PublicStatus | undefined =>
  id?.split('.')[1] as PublicStatus | undefined;

export interface WatchOptions {
  /** The id of the last state the client received (`Last-Event-ID`), if it resumes. */
  after: string | undefined;
  intervalMs: number;
  signal: AbortSignal;
}

/**
 * A request's states, as the caller may see it (`getServiceRequest`): the current one as `status`
 * (unless the client already has it), then each one whose status differs, and at a final status
 * that state again as `done`, the last. The row is
 * re-read every `intervalMs` while the client listens: a status is written by the poller, an
 * approval, the reconcile webhook or the sweeper, on any instance, so one read by primary key is
 * the simplest correct way to hear of all of them (no notification to add to each writer, no
 * listening connection per instance) and costs one indexed read per open stream per interval.
 * Ends when the signal aborts (the client gone, the stream closed); `first` is the state read
 * before the stream started, so that a request not found is an error before any byte is sent.
 */
export async function* watchServiceRequest(
  db: PrismaClient,
  caller: Caller,
  first: ServiceRequestWithApproval,
  options: WatchOptions,
): AsyncGenerator<{ event: 'status' | 'done'; request: ServiceRequestWithApproval }> {
  let seen = statusOfStateId(options.after);
  let request = first;
  for (;;) {
    if (publicStatus(request.status) !== seen) {
      seen = publicStatus(request.status);
      yield { event: 'status', request };
    }
    if (isFinal(request.status)) {
      yield { event: 'done', request };
      return;
    }
    if (!(await pause(options.intervalMs, options.signal))) return;
    request = await getServiceRequest(db, caller, request.id);
  }
}

/** Waits `ms`; false when the signal aborted first. Leaves no timer behind either way. */
export function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
