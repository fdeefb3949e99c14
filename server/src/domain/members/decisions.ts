import type { UserCaller } from '../auth/caller.js';
import { DomainError } from '../errors.js';

/**
 * Four eyes on what a person asks for: someone other than its requester decides it (a budget
 * request, a publish request), else 403. With `ownersBypass`, an owner decides their own too, where
 * the spec lets owners bypass the review (publishing).
 */
export function refuseRequesterDecision(caller: UserCaller, requesterId: string, what: string, options: { ownersBypass?: boolean } = {}): void {
  if (requesterId !== caller.userId) return;
  if (options.ownersBypass) {
    if (caller.role === 'owner') return;
    throw new DomainError('forbidden', `${what} is decided by someone other than its requester, or by an owner`);
  }
  throw new DomainError('forbidden', `${what} is decided by someone other than its requester`);
}
