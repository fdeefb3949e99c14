import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import type { Adapter } from '../../../providers/contract.js';
import { ZLongTextSchema } from '../../bounded.js';

const PRICE_CENTS = 1;
const MAX_ROWS = 10_000;
const MAX_COLUMNS = 500;
const count = (n: number) => n.toLocaleString('en-US');

const payload = z.strictObject({
  csv: z
    .string()
    .min(1)
    .max(1_000_000)
    .meta({
      description: `The CSV text, at most 1,000,000 characters, ${count(MAX_ROWS)} rows besides the header and ${count(MAX_COLUMNS)} columns`,
    }),
  delimiter: z
    .string()
    .length(1, 'must be a single character')
    .refine((char) => !['"', '\r', '\n'].includes(char), 'must not be a quote or a line break')
    .default(','),
  header: z.boolean().default(true).meta({ description: 'The first line names the columns' }),
});

const result = z.object({
  columns: z.array(ZLongTextSchema).max(MAX_COLUMNS).meta({ description: 'The names from the header line; empty when header is false' }),
  rows: z
    .union([z.array(z.record(ZLongTextSchema, ZLongTextSchema)).max(MAX_ROWS), z.array(z.array(ZLongTextSchema).max(MAX_COLUMNS)).max(MAX_ROWS)])
    .meta({ description: 'One object per line, keyed by column, with a header; one array of fields per line without' }),
  row_count: z.number().int().min(0),
});

type CsvParsePayload = z.infer<typeof payload>;
type CsvParseResult = z.infer<typeof result>;

function duplicateOf(columns: string[]): string | undefined {
  return columns.find((column, index) => columns.indexOf(column) !== index);
}

/** Parsing is in-process, so the sandbox and the live adapter run the same code and differ only in cost. */
function csvParser(costCents: number): Adapter<CsvParsePayload, CsvParseResult> {
  return async ({ csv, delimiter, header }) => {
    const maxLines = MAX_ROWS + (header ? 1 : 0);
    let lines: string[][];
    try {
      // Stops one line past the limit: enough to tell it was exceeded without parsing the rest.
      lines = parse(csv, { delimiter, bom: true, skip_empty_lines: true, to: maxLines + 1 });
    } catch (error) {
      if (error instanceof CsvError) return { status: 'failed', detail: `Malformed CSV (${error.code}): ${error.message}` };
      throw error;
    }
    if (lines.length > maxLines) {
      const besides = header ? ' besides the header' : '';
      return { status: 'failed', detail: `Too many rows: the limit is ${count(MAX_ROWS)} rows${besides} per request; split the CSV` };
    }
    // Every line has as many fields as the first: csv-parse refuses the others.
    const width = lines[0]?.length ?? 0;
    if (width > MAX_COLUMNS) {
      return { status: 'failed', detail: `Too many columns: ${count(width)}, over the limit of ${count(MAX_COLUMNS)} columns` };
    }
    if (!header) return { status: 'executed', result: { columns: [], rows: lines, row_count: lines.length }, costCents };
    const [columns = [], ...records] = lines;
    const duplicate = duplicateOf(columns);
    if (duplicate !== undefined) {
      const detail = `Malformed CSV: the header names column "${duplicate}" twice; rename one or send header: false`;
      return { status: 'failed', detail };
    }
    // csv-parse already refused lines whose field count differs from the header's.
    const rows = records.map((fields) => Object.fromEntries(columns.map((column, index) => [column, fields[index] ?? ''])));
    return { status: 'executed', result: { columns, rows, row_count: rows.length }, costCents };
  };
}

export const dataCsvParse = defineOperation({
  operation: 'data.csv_parse',
  service: 'data',
  name: 'Parse CSV',
  description: 'Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s column names unless header is false.',
  payload,
  result,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself, in process (csv-parse)',
  liveSettings: [],
  examples: [
    {
      description: 'A header and two rows, one with a quoted comma',
      payload: { csv: 'name,city\nAda,London\n"Hopper, Grace",Arlington\n', delimiter: ',', header: true },
    },
  ],
  sandboxFailures: [
    {
      description: 'Malformed CSV, such as an unclosed quote, fails in both modes, as does CSV over the row or column limit',
      payload: { csv: 'name,city\n"Ada,London\n', delimiter: ',', header: true },
    },
  ],
  sandbox: csvParser(0),
  live: csvParser(PRICE_CENTS),
});
