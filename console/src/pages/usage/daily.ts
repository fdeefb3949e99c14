import type { Usage } from '@proctor/sdk';

/** One UTC day of the period: its live requests and spend, and its test requests (which cost nothing). */
export interface DaySpend {
  day: string;
  liveCents: number;
  liveRequests: number;
  liveExecuted: number;
  testRequests: number;
}

/** The rows of GET /v1/usage?group_by=day laid on every day of the period, days without requests as zeros. */
export function spendByDay(days: string[], rows: Usage['data']): DaySpend[] {
  const byDay = new Map(days.map((day) => [day, { day, liveCents: 0, liveRequests: 0, liveExecuted: 0, testRequests: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.key);
    if (!entry) continue;
    if (row.mode === 'live') {
      entry.liveCents += row.cost_cents;
      entry.liveRequests += row.requests;
      entry.liveExecuted += row.executed;
    } else {
      entry.testRequests += row.requests;
    }
  }
  return [...byDay.values()];
}

/** "3 requests", "1 request". */
export const requestsText = (count: number, kind = '') => `${count} ${kind}${kind ? ' ' : ''}request${count === 1 ? '' : 's'}`;
