import { createRequire } from 'node:module';
import { compile as compileJmesPath } from '@jmespath-community/jmespath';
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
  inProcess: true,
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
    // Parsing is linear in the expression's length, bounded above: a syntax error is a 400 at once, before anything is held.
    .superRefine((expression, context) => {
      try {
        compileJmesPath(expression);
      } catch (error) {
        context.addIssue({ code: 'custom', message: `is not a JMESPath expression: ${error instanceof Error ? error.message : String(error)}` });
      }
    })
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
  inProcess: true,
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
      description: 'A function given the wrong type of value fails in both modes, as does a query past the size, time or memory bound (an expression that does not parse is refused with 400)',
      payload: { document: { orders: [] }, expression: 'abs(orders)' },
    },
  ],
  sandbox: jsonQuery(0),
  live: jsonQuery(PRICE_CENTS),
});

/**
 * data.xlsx_parse's bounds. The workbook arrives whole in the request (at most XLSX_MAX_BYTES, and
 * PROCTOR_MAX_BODY_BYTES for the body as a whole); its parts are a ZIP archive, which may inflate
 * a thousandfold (a "zip bomb"), so they are inflated once first, counting, and refused past
 * XLSX_MAX_INFLATED_BYTES or XLSX_MAX_PARTS before the parser sees them.
 */
const XLSX_MAX_BYTES = 1_000_000;
const XLSX_MAX_INFLATED_BYTES = 50_000_000;
const XLSX_MAX_PARTS = 2_000;
const XLSX_MAX_SHEETS = 50;
const XLSX_MAX_ROWS = 10_000;
const XLSX_MAX_CELLS = 100_000;
const XLSX_MAX_TEXT_CHARS = 2_000_000;
const XLSX_DEADLINE_MS = 10_000;
const XLSX_HEAP_MB = 256;

const requireHere = createRequire(import.meta.url);

// Plain JavaScript run by the worker (eval): the parts are inflated with fflate, counting, and only
// a workbook within the bounds goes to exceljs. A formula cell answers the result the file cached
// (its `result`): nothing is ever calculated, and no link, macro or external reference is followed.
const XLSX_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Unzip, UnzipInflate } = require(workerData.fflatePath);
const ExcelJS = require(workerData.exceljsPath);
const limits = workerData.limits;
const n = (value) => value.toLocaleString('en-US');

class Refused extends Error {}

/** Inflates every part, keeping nothing, so that the archive's true inflated size is known before exceljs reads it. */
function checkArchive(bytes) {
  let parts = 0;
  let inflated = 0;
  let failure;
  const unzip = new Unzip((file) => {
    parts += 1;
    if (parts > limits.parts) throw new Refused('The workbook has more than ' + n(limits.parts) + ' parts');
    file.ondata = (error, chunk) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > limits.inflatedBytes) throw new Refused('The workbook inflates to more than ' + n(limits.inflatedBytes) + ' bytes (a ZIP bomb?)');
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    failure = error;
  }
  if (failure instanceof Refused) throw failure;
  if (failure || parts === 0) throw new Refused('content is not an XLSX workbook (not a readable ZIP archive)' + (failure ? ': ' + failure.message : ''));
}

function cellValue(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return cellValue(value.result);
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('hyperlink' in value) return cellValue(value.text);
    if ('error' in value) return String(value.error);
    if ('text' in value) return cellValue(value.text);
  }
  return String(value);
}

async function parse({ bytes, sheet }) {
  checkArchive(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new Refused('content is not a readable XLSX workbook: ' + (error instanceof Error ? error.message : String(error)));
  }
  if (workbook.worksheets.length === 0) throw new Refused('content is not an XLSX workbook: it has no sheets');
  let worksheets = workbook.worksheets;
  if (sheet !== undefined) {
    worksheets = worksheets.filter((candidate) => candidate.name === sheet);
    if (worksheets.length === 0) throw new Refused('The workbook has no sheet named "' + sheet + '"; it has: ' + workbook.worksheets.map((w) => w.name).join(', '));
  }
  if (worksheets.length > limits.sheets) throw new Refused('The workbook has ' + worksheets.length + ' sheets, over the limit of ' + limits.sheets + '; name one with sheet');
  let rows = 0;
  let cells = 0;
  let chars = 0;
  const sheets = worksheets.map((worksheet) => {
    const out = [];
    let width = 0;
    worksheet.eachRow({ includeEmpty: true }, (row) => {
      rows += 1;
      if (rows > limits.rows) throw new Refused('The workbook has more than ' + n(limits.rows) + ' rows in all; name one sheet, or split it');
      // row.values is 1-based: index 0 is always empty.
      const values = Array.from({ length: Math.max(0, row.values.length - 1) }, (_, index) => cellValue(row.values[index + 1]));
      if (values.length > limits.columns) throw new Refused('Row ' + row.number + ' of sheet "' + worksheet.name + '" has ' + values.length + ' columns, over the limit of ' + limits.columns);
      cells += values.length;
      if (cells > limits.cells) throw new Refused('The workbook has more than ' + n(limits.cells) + ' cells in all; name one sheet, or split it');
      for (const value of values) if (typeof value === 'string') chars += value.length;
      if (chars > limits.textChars) throw new Refused('The workbook holds more than ' + n(limits.textChars) + ' characters of text');
      while (out.length < row.number - 1) out.push([]);
      out.push(values);
      width = Math.max(width, values.length);
    });
    return { name: worksheet.name, rows: out, row_count: out.length, column_count: width };
  });
  return { sheets };
}

parentPort.on('message', (message) => {
  parse(message).then(
    (value) => parentPort.postMessage({ value }),
    (error) => parentPort.postMessage({ error: error instanceof Refused ? error.message : 'The workbook could not be read: ' + (error instanceof Error ? error.message : String(error)) }),
  );
});
parentPort.postMessage({ ready: true });
`;

const ZCellSchema = z.union([ZLongTextSchema, z.number(), z.boolean(), z.null()]);

const xlsxPayload = z.strictObject({
  content: z
    .string()
    .min(1)
    .max(Math.ceil(XLSX_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 (A–Z, a–z, 0–9, +, /, = padding), without line breaks')
    .meta({ description: `The .xlsx file in base64, at most ${count(XLSX_MAX_BYTES)} bytes before encoding` }),
  sheet: z.string().min(1).max(31).optional().meta({ description: 'The one sheet to read, by its name; every sheet when left out' }),
});

const xlsxResult = z.object({
  sheets: z
    .array(
      z.object({
        name: ZLongTextSchema,
        rows: z
          .array(z.array(ZCellSchema).max(MAX_COLUMNS))
          .max(XLSX_MAX_ROWS)
          .meta({ description: 'Row by row from the first, each an array of cells from column A: text, a number, true/false, a date as ISO 8601 text, or null for an empty cell. A formula gives the value the file cached; empty rows between rows are []' }),
        row_count: z.number().int().min(0),
        column_count: z.number().int().min(0).meta({ description: 'The widest row' }),
      }),
    )
    .max(XLSX_MAX_SHEETS),
});

type XlsxPayload = z.infer<typeof xlsxPayload>;
type XlsxResult = z.infer<typeof xlsxResult>;

/** A workbook that could not finish (its deadline or heap), as opposed to one the parser refused. */
class WorkbookFailure extends Error {}

const parseWorkbook = createIsolatedEvaluator<XlsxResult>({
  subject: 'The workbook',
  source: XLSX_WORKER_SOURCE,
  workerData: {
    exceljsPath: requireHere.resolve('exceljs'),
    fflatePath: requireHere.resolve('fflate'),
    limits: {
      parts: XLSX_MAX_PARTS,
      inflatedBytes: XLSX_MAX_INFLATED_BYTES,
      sheets: XLSX_MAX_SHEETS,
      rows: XLSX_MAX_ROWS,
      cells: XLSX_MAX_CELLS,
      columns: MAX_COLUMNS,
      textChars: XLSX_MAX_TEXT_CHARS,
    },
  },
  deadlineMs: XLSX_DEADLINE_MS,
  deadlineHint: 'it is too large to read in time; name one sheet, or split it',
  workers: 1,
  limits: { maxOldGenerationSizeMb: XLSX_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  failure: (message) => new WorkbookFailure(message),
});

/** In-process as csv_parse: the sandbox and the live adapter read the same way and differ only in cost. */
function xlsxParser(costCents: number): Adapter<XlsxPayload, XlsxResult> {
  return async ({ content, sheet }) => {
    const bytes = Buffer.from(content, 'base64');
    if (bytes.byteLength > XLSX_MAX_BYTES) {
      return { status: 'failed', detail: `The workbook is ${count(bytes.byteLength)} bytes, over the limit of ${count(XLSX_MAX_BYTES)}` };
    }
    try {
      const answer = await parseWorkbook({ bytes: new Uint8Array(bytes), sheet });
      if ('error' in answer) return { status: 'failed', detail: answer.error };
      return { status: 'executed', result: answer.value, costCents };
    } catch (error) {
      if (error instanceof WorkbookFailure) return { status: 'failed', detail: error.message };
      throw error;
    }
  };
}

/**
 * The example workbook: one sheet, "Stock", of three rows: name | qty; bolt | 3; nut | =B2*2 (cached 6).
 * Its five parts written by hand, inline strings and no styles, zipped: the smallest file Excel opens.
 */
const EXAMPLE_XLSX =
  'UEsDBBQAAAAIAAAAIVy9XP2Q9AAAABwCAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbK2RzU7DMBCEX8XyFcVOOSCEkvTAzxE4lAdYnE1ixX/yuiW8PU7acqjannpa2Tsz38iu1pM1bIeRtHc1X4mSM3TKt9r1Nf/avBWPfN1Um9+AxLLUUc2HlMKTlKQGtEDCB3R50/loIeVj7GUANUKP8r4sH6TyLqFLRZozeFO9YAdbk9jrlK/32IiGOHveC2dWzSEEoxWkvJc7155QigNBZOeioUEHussCLs8S5s1lwMH3kd8h6hbZJ8T0Djar5GTkj4/jt/ejuB5ypqXvOq2w9Wprs0VQiAgtDYjJGrFMYUG7Y+8r/EVMchmrGxf5zz/2kMt3N39QSwMEFAAAAAgAAAAhXBxJ976kAAAAFgEAAAsAAABfcmVscy8ucmVsc43PsQ6CMBAG4FdpbpeigzGGwmJMWA0+QC1HaaC9pq2Kb29HMQ6Ol/vvu/xVs9iZPTBEQ07AtiiBoVPUG6cFXLvz5gBNXV1wlikn4mh8ZPnERQFjSv7IeVQjWhkL8ujyZqBgZcpj0NxLNUmNfFeWex4+DVibrO0FhLbfAuteHv+xaRiMwhOpu0WXfrz4SmRZBo1JwDLzJ4XpRjQVGQVeV3xVsH4DUEsDBBQAAAAIAAAAIVyc7ac+rQAAAAkBAAAPAAAAeGwvd29ya2Jvb2sueG1sjY/LDoIwEEV/pZm9Fl0YQwA3xoS1+gG1DNBAO2SmPj7fBmTvat5n7i1OHz+qF7I4CiXsthkoDJYaF7oS7rfL5ginqngTDw+iQaXtICX0MU651mJ79Ea2NGFIk5bYm5hK7rRMjKaRHjH6Ue+z7KC9cQEWQs7/MKhtncUz2afHEBcI42hi0iq9mwSqYv4gv6iC8VjCNZIdQM2tukmuQHHuUsJ1swNdFXq90qux6gtQSwMEFAAAAAgAAAAhXPCmYoGmAAAAFwEAABoAAAB4bC9fcmVscy93b3JrYm9vay54bWwucmVsc43PSwrCMBAA0KuE2dtpXYhI025E6FbqAUI6bUKbD0n83d7gQiy4cDXM7w1Ttw+zsBuFqJ3lUBUlMLLSDdpOHC79abOHtqnPtIiUJ6LSPrK8YiMHlZI/IEapyIhYOE82d0YXjEg5DRN6IWcxEW7Lcofh24C1ybqBQ+iGClj/9PSP7cZRSzo6eTVk048TeHdhjoooZVSEiRKHTyniO1RFVgGbGlcfNi9QSwMEFAAAAAgAAAAhXCgSKB3bAAAAvgEAABgAAAB4bC93b3Jrc2hlZXRzL3NoZWV0MS54bWx1kVFOwzAQRK9i+ROJbupIFUKOKyrEBYADmHTTWMTrYC8p3B67QhFUyZ93PDNP9ur9lx/EhDG5QI3cbiopkNpwdHRq5OvL0+2d3Bt9DvE99Ygssp1SI3vm8R4gtT16mzZhRMo3XYjech7jCdIY0R4vIT+AqqodeOtIGn3RHi1bo2M4i5ixWW3L4WErBTfS0eAInzlm3SWj2ZD1qIGNhjJD++s/rPk/+Pu/HTJq5qmZp1byb2HgJV5JTqbWMC3U1nNtvfaMz8XWEuzMQd0oDV0B7K4A8OfPYF6G+QFQSwECFAAUAAAACAAAACFcvVz9kPQAAAAcAgAAEwAAAAAAAAAAAAAAAAAAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUABQAAAAIAAAAIVwcSfe+pAAAABYBAAALAAAAAAAAAAAAAAAAACUBAABfcmVscy8ucmVsc1BLAQIUABQAAAAIAAAAIVyc7ac+rQAAAAkBAAAPAAAAAAAAAAAAAAAAAPIBAAB4bC93b3JrYm9vay54bWxQSwECFAAUAAAACAAAACFc8KZigaYAAAAXAQAAGgAAAAAAAAAAAAAAAADMAgAAeGwvX3JlbHMvd29ya2Jvb2sueG1sLnJlbHNQSwECFAAUAAAACAAAACFcKBIoHdsAAAC+AQAAGAAAAAAAAAAAAAAAAACqAwAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sUEsFBgAAAAAFAAUARQEAALsEAAAAAA==';

export const dataXlsxParse = defineOperation({
  operation: 'data.xlsx_parse',
  service: 'data',
  name: 'Parse XLSX',
  description:
    `Reads an Excel workbook (.xlsx, sent in base64) into its sheets' rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no link or macro is followed. ` +
    `At most ${count(XLSX_MAX_BYTES)} bytes, inflating to at most ${count(XLSX_MAX_INFLATED_BYTES)} bytes in ${count(XLSX_MAX_PARTS)} parts, ${XLSX_MAX_SHEETS} sheets, ` +
    `${count(XLSX_MAX_ROWS)} rows and ${count(XLSX_MAX_CELLS)} cells in all, ${count(MAX_COLUMNS)} columns a row and ${count(XLSX_MAX_TEXT_CHARS)} characters of text, read within ${count(XLSX_DEADLINE_MS)} ms; past any, it fails naming the bound.`,
  payload: xlsxPayload,
  result: xlsxResult,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Proctor itself, in a worker thread (exceljs, its archive checked with fflate first)',
  inProcess: true,
  liveSettings: [],
  examples: [{ description: 'A one-sheet workbook with a formula', payload: { content: EXAMPLE_XLSX } }],
  sandboxFailures: [
    {
      description: 'Content that is not an XLSX workbook fails in both modes, as does a workbook past any bound',
      payload: { content: Buffer.from('name,qty\nbolt,3\n').toString('base64') },
    },
  ],
  sandbox: xlsxParser(0),
  live: xlsxParser(PRICE_CENTS),
});
