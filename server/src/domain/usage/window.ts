import { DomainError } from '../errors.js';

/**
 * The period usage is reported for, [from, to): by default the current UTC month until now, the
 * month the monthly budgets count (budgets.ts).
 */
export function usageWindow(from: Date | undefined, to: Date | undefined, now = new Date()): { from: Date; to: Date } {
  const window = { from: from ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: to ?? now };
  if (window.from >= window.to) throw new DomainError('invalid_request', '"from" must be before "to"');
  return window;
}
