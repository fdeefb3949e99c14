import { parseDollars } from './format';

/**
 * Dollars typed into a money field as cents, or an Error naming the field: thrown inside a
 * mutation, it is shown like the server's refusals and nothing is sent.
 */
export function centsOf(label: string, text: string): number {
  const parsed = parseDollars(text);
  if ('error' in parsed) throw new Error(`${label}: ${parsed.error}`);
  if (parsed.cents === 0) throw new Error(`${label}: enter more than $0.00`);
  return parsed.cents;
}

/** A limit field: empty means no limit (null); $0 is a limit that stops that spend. */
export function limitCentsOf(label: string, text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = parseDollars(text);
  if ('error' in parsed) throw new Error(`${label}: ${parsed.error}`);
  return parsed.cents;
}
