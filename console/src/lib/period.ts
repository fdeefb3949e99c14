/**
 * The periods spend is shown for. The server counts days in UTC (its day grouping and the monthly
 * budgets both do), so a period is whole UTC days: from a UTC midnight to the next UTC midnight
 * after today (exclusive), which counts everything today and keeps the query the same all day.
 */
export const PERIODS = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
] as const;

export type Period = (typeof PERIODS)[number]['value'];

export const DEFAULT_PERIOD: Period = '7d';

export const isPeriod = (value: string | null): value is Period => PERIODS.some((period) => period.value === value);

const DAY_MS = 86_400_000;

export interface Window {
  /** ISO timestamps as GET /v1/usage takes them: from inclusive, to exclusive. */
  from: string;
  to: string;
  /** Every UTC day of the window, "2026-11-23", oldest first: the chart's axis. */
  days: string[];
}

export function periodWindow(period: Period, now = new Date()): Window {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from =
    period === 'month' ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) : today - (period === '7d' ? 6 : 29) * DAY_MS;
  const to = today + DAY_MS;
  const days: string[] = [];
  for (let time = from; time < to; time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), days };
}
