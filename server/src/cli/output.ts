/**
 * How the client commands print: tables for people, the API's JSON for scripts (--json), colour
 * only for a person at a terminal, progress on stderr only when it is a terminal.
 */

/** Colour on a stream that is a terminal, unless NO_COLOR is set and not empty (no-color.org). */
const useColour = (stream: NodeJS.WriteStream): boolean => Boolean(stream.isTTY) && !process.env.NO_COLOR;

const SGR = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33 } as const;

const paint = (code: number, text: string, stream: NodeJS.WriteStream = process.stdout) => (useColour(stream) ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Words the API answers with, coloured by what they mean to whoever reads them. */
const TONES: Record<string, number> = {
  active: SGR.green,
  executed: SGR.green,
  approved: SGR.green,
  completed: SGR.green,
  valid: SGR.green,
  paused: SGR.yellow,
  pending: SGR.yellow,
  running: SGR.yellow,
  admitted: SGR.yellow,
  approval_required: SGR.yellow,
  blocked: SGR.red,
  failed: SGR.red,
  rejected: SGR.red,
  disabled: SGR.red,
  expired: SGR.red,
  broken: SGR.red,
};

/** A word of the API coloured by its meaning, for `stream` (stdout unless said). */
export const tone = (word: string, stream: NodeJS.WriteStream = process.stdout): string => (TONES[word] ? paint(TONES[word], word, stream) : word);
/** Side notes, which go to stderr. */
export const dim = (text: string): string => paint(SGR.dim, text, process.stderr);

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** One JSON value per line, for a stream a script reads as it comes (audit tail --follow, chat --json). */
export function printJsonLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Coloured by tone(): padded on its plain text, so colour never breaks the alignment. */
  toned?: boolean;
}

/** Rows as aligned columns under a header; `empty` said instead when there are none. */
export function printTable<Row>(columns: Column<Row>[], rows: Row[], empty: string): void {
  if (rows.length === 0) {
    process.stdout.write(`${empty}\n`);
    return;
  }
  const cells = rows.map((row) => columns.map((column) => column.value(row).replace(/\s+/g, ' ')));
  const widths = columns.map((column, index) => Math.max(column.header.length, ...cells.map((line) => line[index]!.length)));
  const line = (values: string[], style: (value: string, index: number) => string) =>
    values
      .map((value, index) => (index === values.length - 1 ? style(value, index) : style(value, index) + ' '.repeat(widths[index]! - value.length)))
      .join('  ')
      .trimEnd();
  const header = line(
    columns.map((column) => column.header),
    (value) => paint(SGR.bold, value),
  );
  const body = cells.map((values) => line(values, (value, index) => (columns[index]!.toned ? tone(value) : value)));
  process.stdout.write(`${[header, ...body].join('\n')}\n`);
}

/** `label  value` lines for one object, the labels aligned. */
export function printFields(fields: [label: string, value: string][]): void {
  const width = Math.max(...fields.map(([label]) => label.length));
  process.stdout.write(fields.map(([label, value]) => `${label.padEnd(width)}  ${value}`.trimEnd()).join('\n') + '\n');
}

/** Cents as dollars, the currency every balance and cost is in: 1234 is $12.34. */
export const dollars = (cents: number): string => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** A timestamp to the second, in UTC as the API gives it. */
export const when = (iso: string | null | undefined): string => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-');

/** Says there is more after this page, and how to read it, on stderr (stdout keeps to the table). */
export function noteMore(nextCursor: string | null): void {
  if (nextCursor) process.stderr.write(dim(`more: --cursor ${nextCursor}`) + '\n');
}

/**
 * Progress of long work on one rewritten stderr line, only when stderr is a terminal: a log or a
 * pipe gets none of it.
 */
export function progress(label: string): { update(count: number): void; done(): void } {
  const shown = Boolean(process.stderr.isTTY);
  let last = 0;
  return {
    update(count) {
      const now = Date.now();
      if (!shown || now - last < 100) return;
      last = now;
      process.stderr.write(`\r${label} ${count}`);
    },
    done() {
      if (shown && last !== 0) process.stderr.write('\r\u001b[K');
    },
  };
}
