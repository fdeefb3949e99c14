/**
 * Money is cents on the wire and dollars to people (the spec's rule); times are UTC on the wire
 * and the browser's own time zone on screen.
 */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234 → "$12.34"; -5 → "-$0.05". */
export const dollars = (cents: number) => USD.format(cents / 100);

/**
 * What a person typed as dollars ("12", "12.5", "$1,200.05") as whole cents, or an error to show.
 * More than two decimals is refused rather than rounded: money is never guessed.
 */
export function parseDollars(text: string): { cents: number } | { error: string } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { error: 'Enter an amount in dollars, such as 12 or 12.50' };
  const [whole, fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { cents } : { error: 'That amount is too large' };
}

/** Cents as the text of a dollars field: 1250 → "12.50". */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An ISO timestamp in the browser's time zone and locale. */
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** A day ("2026-11-23", UTC) as a date, without shifting it across time zones. */
export const day = (isoDay: string) => DATE.format(new Date(`${isoDay}T12:00:00Z`));

const RELATIVE = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** Under this, a time that has passed reads "just now" rather than a count of seconds. */
const JUST_NOW_MS = 60_000;

/**
 * "in 5 minutes", "3 hours ago": how far an ISO timestamp is from `now`. `past`: the time of
 * something that has happened (made, decided, last seen), stamped by the server's clock: one the
 * browser's clock puts ahead of it, by the skew between the two, reads "just now", never "in 2
 * minutes", and so does one under a minute old.
 */
export function relative(iso: string, now = Date.now(), { past = false }: { past?: boolean } = {}): string {
  const delta = new Date(iso).getTime() - now;
  if (past && delta > -JUST_NOW_MS) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size || unit === 'second') return RELATIVE.format(Math.round(delta / size), unit);
  }
  return RELATIVE.format(0, 'second');
}

/** A value of the API as a label: its first letter upper-cased ("pending" → "Pending"). */
export const capitalized = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);
