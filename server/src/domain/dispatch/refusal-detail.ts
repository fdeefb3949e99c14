import { budgetLevel, periodEnd, type BudgetLevelName } from './budget-levels.js';
import { REASON_ADVICE, type ReasonCode } from './reasons.js';

/** A refused limit as a request's result keeps it (JSON: numbers, snake_case); `used` is absent from requests refused before it was kept. */
export type StoredLimit = {
  level: BudgetLevelName;
  agent_id: string | null;
  value: number | null;
  amount: number;
  used?: number | null;
};

/** `count` of `unit`, singular or plural. */
function quantity(count: number, unit: 'requests' | 'cents'): string {
  return `${count} ${Math.abs(count) === 1 ? unit.slice(0, -1) : unit}`;
}

/**
 * The `result.detail` of a request a budget refused, one sentence a person and an agent can act on:
 * the limit, what is used of it and what the request adds, when it counts afresh, then the advice
 * agent-docs gives for the reason (REASON_ADVICE, read here, never copied). The one place it is worded.
 */
export function limitDetail(reason: ReasonCode, limit: StoredLimit, refusedAt: Date): string {
  const level = budgetLevel(limit.level);
  const used = limit.used ?? null;
  let what: string;
  if (limit.value === null) {
    // The wallet: no set limit, what is available of its balance instead.
    const available = used === null ? 'too little' : quantity(used, level.unit);
    what = `${level.words} has ${available} available (its balance less what is held), and this request needs up to ${quantity(limit.amount, level.unit)}`;
  } else {
    const reached = used !== null && used >= limit.value;
    const counted = used === null ? '' : `${used} used; `;
    what = `${level.words} of ${quantity(limit.value, level.unit)} ${reached ? 'is reached' : 'would be exceeded'} (${counted}this request adds ${limit.amount})`;
  }
  const end = periodEnd(level.period, refusedAt);
  const resets = end ? `; it resets at ${end.toISOString().replace('.000Z', 'Z')}` : level.period === 'total' ? '; it does not reset' : '';
  const advice = REASON_ADVICE[reason];
  return `${what}${resets}. ${advice}${advice.endsWith('.') ? '' : '.'}`;
}
