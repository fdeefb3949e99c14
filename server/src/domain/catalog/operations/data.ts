import { createRequire } from 'node:module';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import type { Adapter } from '../../../providers/contract.js';
import { ZLongTextSchema } from '../../bounded.js';
import { createIsolatedEvaluator } from '../../isolated-evaluation.js';

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

/** The most characters of a data.json_query document (as JSON) and of its result. */
const MAX_JSON_CHARS = 1_000_000;
const MAX_EXPRESSION_CHARS = 1_000;
/** How long one query may evaluate, and its worker's heap (../../isolated-evaluation.ts). */
const QUERY_DEADLINE_MS = 1_000;
const QUERY_HEAP_MB = 128;

/** The JMESPath engine the worker loads: the community edition's CommonJS build. */
const JMESPATH_PATH = createRequire(import.meta.url).resolve('@jmespath-community/jmespath');

// Plain JavaScript run by the worker (eval). The result is serialized there, so that a query whose
// result repeats its input many times over ("[@, @] | [@, @] | …") fails in the worker, by the
// size bound, the deadline or its heap, never in the server's.
const QUERY_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { compile, TreeInterpreter } = require(workerData.enginePath);
parentPort.on('message', ({ expression, document }) => {
  let answer;
  let ast;
  try {
    ast = compile(expression);
  } catch (error) {
    parentPort.postMessage({ error: 'Invalid JMESPath expression: ' + (error instanceof Error ? error.message : String(error)) });
    return;
  }
  try {
    const text = JSON.stringify(TreeInterpreter.search(ast, document));
    answer = text.length > workerData.maxChars
      ? { error: 'The result is ' + text.length.toLocaleString('en-US') + ' characters of JSON, over the limit of ' + workerData.maxChars.toLocaleString('en-US') + '; select less' }
      : { value: text };
  } catch (error) {
    answer = { error: 'The query could not be evaluated: ' + (error instanceof Error ? error.message : String(error)) };
  }
  parentPort.postMessage(answer);
});
parentPort.postMessage({ ready: true });
`;

/** A query that could not finish (its deadline or heap), as opposed to one the engine refused. */
class QueryFailure extends Error {}

const evaluateQuery = createIsolatedEvaluator<string>({
  subject: 'The query',
  source: QUERY_WORKER_SOURCE,
  workerData: { enginePath: JMESPATH_PATH, maxChars: MAX_JSON_CHARS },
  deadlineMs: QUERY_DEADLINE_MS,
  deadlineHint: 'it evaluates too much of its document (a projection inside another over a large array?)',
  workers: 2,
  limits: { maxOldGenerationSizeMb: QUERY_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  failure: (message) => new QueryFailure(message),
});

const jsonQueryPayload = z.strictObject({
  document: z
    .unknown()
    .refine((value) => value !== undefined, 'send the JSON document to query')
    .refine((value) => (JSON.stringify(value)?.length ?? 0) <= MAX_JSON_CHARS, `must be at most ${count(MAX_JSON_CHARS)} characters as JSON`)
    .meta({ description: `The JSON document to query: any JSON value, at most ${count(MAX_JSON_CHARS)} characters as JSON` }),
  expression: z
    .string()
    .min(1)
    .max(MAX_EXPRESSION_CHARS)
    .meta({ description: `A JMESPath expression (https://jmespath.site, the community edition: functions, let, arithmetic), at most ${count(MAX_EXPRESSION_CHARS)} characters` }),
});

const jsonQueryResult = z.object({
  result: z.unknown().meta({ description: 'What the expression selects: any JSON value, null when it selects nothing' }),
});

type JsonQueryPayload = z.infer<typeof jsonQueryPayload>;
type JsonQueryResult = z.infer<typeof jsonQueryResult>;

/** In-process as csv_parse: the sandbox and the live adapter run the same evaluation and differ only in cost. */
function jsonQuery(costCents: number): Adapter<JsonQueryPayload, JsonQueryResult> {
  return async ({ document, expression }) => {
    try {
      const answer = await evaluateQuery({ document, expression });
      if ('error' in answer) return { status: 'failed', detail: answer.error };
      return { status: 'executed', result: { result: JSON.parse(answer.value) as unknown }, costCents };
    } catch (error) {
      if (error instanceof QueryFailure) return { status: 'failed', detail: error.message };
      throw error;
    }
  };
}

export const dataJsonQuery = defineOperation({
  operation: 'data.json_query',
  service: 'data',
  name: 'Query JSON',
  description:
    `Selects and reshapes parts of a JSON document with a JMESPath expression (filters, projections, functions). ` +
    `The document is at most ${count(MAX_JSON_CHARS)} characters as JSON, and so is the result; one query evaluates for at most ${count(QUERY_DEADLINE_MS)} ms in ${QUERY_HEAP_MB} MB, or fails saying which bound it passed.`,
  payload: jsonQueryPayload,
  result: jsonQueryResult,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself, in a worker thread (@jmespath-community/jmespath)',
  liveSettings: [],
  examples: [
    {
      description: 'The names of the orders over 100, largest first',
      payload: {
        document: { orders: [{ id: 'o1', customer: 'Ada', total: 120 }, { id: 'o2', customer: 'Grace', total: 80 }, { id: 'o3', customer: 'Alan', total: 310 }] },
        expression: 'reverse(sort_by(orders[?total > `100`], &total))[*].customer',
      },
    },
  ],
  sandboxFailures: [
    {
      description: 'An invalid expression, such as an unclosed bracket, fails in both modes, as does one past the size, time or memory bound',
      payload: { document: { orders: [] }, expression: 'orders[' },
    },
  ],
  sandbox: jsonQuery(0),
  live: jsonQuery(PRICE_CENTS),
});
