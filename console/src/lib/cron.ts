/**
 * A five-field cron expression (minute hour day-of-month month day-of-week, the server's croner
 * in five-field mode) in words, as a hint beside the field: "At 09:00, Monday through Friday".
 * Only a hint: the server reads the expression and refuses what it cannot (400 naming cron_expr),
 * and an expression this does not follow is described field by field rather than guessed.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const NUMBER = /^\d+$/;
const pad = (value: string) => value.padStart(2, '0');

/** One value, range or step of a field ("1-5", "*\/2", "3") in words, naming days or months by `names`. */
function part(text: string, names?: string[]): string {
  const named = (value: string) => (names && NUMBER.test(value) ? (names[Number(value)] ?? value) : value);
  const step = /^(\*|\d+(?:-\d+)?)\/(\d+)$/.exec(text);
  if (step) return `every ${step[2]}${step[1] === '*' ? '' : ` from ${part(step[1]!, names)}`}`;
  const range = /^(\w+)-(\w+)$/.exec(text);
  if (range) return `${named(range[1]!)} through ${named(range[2]!)}`;
  return named(text);
}

/** A field's list of values in words: "Monday, Wednesday and Friday". */
function list(field: string, names?: string[]): string {
  const parts = field.split(',').map((p) => part(p, names));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

/** The days it runs on: "every day", "Monday through Friday", "on day 1 of the month, in March". */
function days(dayOfMonth: string, month: string, dayOfWeek: string): string {
  const parts: string[] = [];
  if (dayOfMonth !== '*') parts.push(`on day ${list(dayOfMonth)} of the month`);
  if (dayOfWeek !== '*') parts.push(`${dayOfMonth === '*' ? '' : 'or '}${list(dayOfWeek, DAYS)}`);
  if (month !== '*') parts.push(`in ${list(month, MONTHS)}`);
  return parts.length > 0 ? parts.join(', ') : 'every day';
}

/** The expression in words, or what is wrong with its shape (not five fields). */
export function describeCron(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 || fields[0] === '') return 'Five fields: minute hour day-of-month month day-of-week, such as 0 9 * * 1-5';
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const when = days(dayOfMonth, month, dayOfWeek);
  const onDays = when === 'every day' ? '' : `, ${when}`;
  if (NUMBER.test(minute) && hour.split(',').every((h) => NUMBER.test(h))) {
    const times = hour.split(',').map((h) => `${pad(h)}:${pad(minute)}`);
    return `At ${times.length > 1 ? `${times.slice(0, -1).join(', ')} and ${times.at(-1)}` : times[0]}, ${when}`;
  }
  const step = /^\*\/(\d+)$/.exec(minute);
  const minutes = minute === '*' ? 'Every minute' : step ? `Every ${step[1]} minutes` : `At minute ${list(minute)}`;
  if (hour === '*') return `${minutes}${minute === '*' || step ? '' : ' of every hour'}${onDays}`;
  const hourStep = /^\*\/(\d+)$/.exec(hour);
  return `${minutes}, ${hourStep ? `every ${hourStep[1]} hours` : `hours ${list(hour)}`}${onDays}`;
}

/** The browser's IANA time zone ("Europe/Berlin"), where a new schedule is read unless another is chosen. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every IANA zone the browser knows, for the time zone field's suggestions. */
export const timeZones = (): string[] => Intl.supportedValuesOf('timeZone');
