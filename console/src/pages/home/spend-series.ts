import type { Usage } from '@proctor/sdk';

/** How many keys a chart draws apart; the rest are summed as "Others", so colours stay few and distinct. */
export const DRAWN_KEYS = 5;
export const OTHERS = 'Others';

/** One UTC day of the chart: live cents per key drawn (and Others). */
export type DayBars = { day: string } & Record<string, number | string>;

/**
 * Live spend per day split by a second key (GET /usage?group_by=day&then_by=…), laid on every
 * day of the window: the keys that spent most drawn apart, the rest as Others, days without spend
 * as zeros. Test mode costs nothing and is left out.
 */
export function spendSeries(days: string[], rows: Usage['data']): { keys: string[]; bars: DayBars[]; totalCents: number } {
  const live = rows.filter((row) => row.mode === 'live' && row.cost_cents > 0);
  const byKey = new Map<string, number>();
  for (const row of live) byKey.set(row.then_key!, (byKey.get(row.then_key!) ?? 0) + row.cost_cents);
  const ranked = [...byKey.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const drawn = ranked.slice(0, ranked.length > DRAWN_KEYS ? DRAWN_KEYS - 1 : DRAWN_KEYS);
  const keys = ranked.length > drawn.length ? [...drawn, OTHERS] : drawn;
  const bars = new Map<string, DayBars>(days.map((day) => [day, Object.fromEntries([['day', day], ...keys.map((key) => [key, 0])]) as DayBars]));
  for (const row of live) {
    const bar = bars.get(row.key);
    if (!bar) continue;
    const key = drawn.includes(row.then_key!) ? row.then_key! : OTHERS;
    bar[key] = (bar[key] as number) + row.cost_cents;
  }
  return { keys, bars: [...bars.values()], totalCents: live.reduce((sum, row) => sum + row.cost_cents, 0) };
}
