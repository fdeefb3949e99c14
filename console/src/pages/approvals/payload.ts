/** How much of a payload the queue shows: enough to recognise the request, not all of it. */
const FIELDS = 3;
const CHARACTERS = 80;

/** A value on one line: text as it is (line breaks shown as ⏎), anything else as JSON; shortened with an ellipsis. */
function oneLine(value: unknown): string {
  const text = typeof value === 'string' ? value.trim().replace(/\r?\n/g, ' ⏎ ') : JSON.stringify(value) ?? String(value);
  return text.length > CHARACTERS ? `${text.slice(0, CHARACTERS - 1)}…` : text;
}

/** The first fields of a request's payload, each on one line, and how many more it has. */
export function payloadSummary(payload: Record<string, unknown>): { fields: { name: string; value: string }[]; more: number } {
  const entries = Object.entries(payload);
  return { fields: entries.slice(0, FIELDS).map(([name, value]) => ({ name, value: oneLine(value) })), more: Math.max(0, entries.length - FIELDS) };
}
