import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';

/**
 * Four eyes on what a person asks for: someone other than its requester decides it (a budget
 * request, a publish request). With `ownersBypass`, an owner decides their own too, where the spec
 * lets owners bypass the review (publishing). Why the caller may not decide what `requesterId`
 * asked for, or nothing: refuseRequesterDecision enforces it, and a request's `can_decide` answers it.
 */
export function requesterDecisionRefusal(caller: Pick<UserCaller, 'userId' | 'role'>, requesterId: string, what: string, options: { ownersBypass?: boolean } = {}): string | undefined {
  if (requesterId !== caller.userId) return undefined;
  if (options.ownersBypass) {
    if (caller.role === 'owner') return undefined;
    return `${what} is decided by someone other than its requester, or by an owner`;
  }
  return `${what} is decided by someone other than its requester`;
}

/** requesterDecisionRefusal as a 403. */
export function refuseRequesterDecision(caller: UserCaller, requesterId: string, what: string, options: { ownersBypass?: boolean } = {}): void {
  const refusal = requesterDecisionRefusal(caller, requesterId, what, options);
  if (refusal) throw new DomainError('forbidden', refusal);
}
