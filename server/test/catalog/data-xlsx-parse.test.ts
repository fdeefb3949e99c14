import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataXlsxParse } from '../../src/domain/catalog/operations/data.js';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';
import { adapterContexts, detailOf } from '../support/providers.js';

const contextWith = adapterContexts('sr_xlsx');
const parse = (payload: unknown, mode: 'live' | 'sandbox' = 'live') => dataXlsxParse[mode](dataXlsxParse.payload.parse(payload), contextWith());

/** A workbook as Excel users make them, written by exceljs: text, numbers, dates, booleans, formulas, rich text, links, errors, gaps. */
async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<string> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const column = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26));

/** A one-sheet workbook ("Data") of numbers, its parts written directly: quicker than exceljs for the large ones the bounds need. */
function sheetOf(rows: number[][]): string {
  const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const data = rows.map((cells, r) => `<row r="${r + 1}">${cells.map((value, c) => `<c r="${column(c)}${r + 1}"><v>${value}</v></c>`).join('')}</row>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
      '_rels/.rels': xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
      'xl/workbook.xml': xml(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/_rels/workbook.xml.rels': xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
      'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${data}</sheetData></worksheet>`),
    }),
  ).toString('base64');
}

const ORDERS = (book: ExcelJS.Workbook) => {
  const orders = book.addWorksheet('Orders');
  orders.addRow(['id', 'total', 'placed', 'paid', 'double', 'note', 'link', 'check']);
  orders.addRow(['o1', 12.5, new Date(Date.UTC(2026, 0, 2)), true]);
  orders.getCell('E2').value = { formula: 'B2*2', result: 25 };
  orders.getCell('F2').value = { richText: [{ text: 'rush ' }, { text: 'order', font: { bold: true } }] };
  orders.getCell('G2').value = { text: 'invoice', hyperlink: 'https://example.com/invoice/o1' };
  orders.getCell('H2').value = { error: '#N/A' };
  orders.getCell('A4').value = 'o3';
  book.addWorksheet('Notes').addRow(['Checked by Ada']);
};

describe('data.xlsx_parse', () => {
  it('reads every sheet into rows of plain cells: text, numbers, ISO dates, booleans, cached formula results, errors and gaps', async () => {
    expect(await parse({ content: await workbook(ORDERS) })).toEqual({
      status: 'executed',
      result: {
        sheets: [
          {
            name: 'Orders',
            rows: [
              ['id', 'total', 'placed', 'paid', 'double', 'note', 'link', 'check'],
              ['o1', 12.5, '2026-01-02T00:00:00.000Z', true, 25, 'rush order', 'invoice', '#N/A'],
              [],
              ['o3'],
            ],
            row_count: 4,
            column_count: 8,
          },
          { name: 'Notes', rows: [['Checked by Ada']], row_count: 1, column_count: 1 },
        ],
      },
      costCents: 1,
    });
  });

  it('reads one sheet by name, and names the sheets when there is no such one', async () => {
    const content = await workbook(ORDERS);
    expect(await parse({ content, sheet: 'Notes' })).toMatchObject({ status: 'executed', result: { sheets: [{ name: 'Notes', row_count: 1 }] } });
    expect(await parse({ content, sheet: 'Totals' })).toEqual({ status: 'failed', detail: 'The workbook has no sheet named "Totals"; it has: Orders, Notes' });
  });

  it('gives the sandbox the same reading, for free, and reads the documented example', async () => {
    const payload = dataXlsxParse.examples[0]!.payload;
    const live = await parse(payload);
    expect(live).toEqual({
      status: 'executed',
      result: { sheets: [{ name: 'Stock', rows: [['name', 'qty'], ['bolt', 3], ['nut', 6]], row_count: 3, column_count: 2 }] },
      costCents: 1,
    });
    expect(await parse(payload, 'sandbox')).toEqual({ ...live, costCents: 0 });
  });

  it('fails what is not a workbook: not base64 (400), not a ZIP, a ZIP without a workbook', async () => {
    expect(dataXlsxParse.payload.safeParse({ content: 'not base64!' }).error?.issues[0]).toMatchObject({ path: ['content'] });
    expect(await parse({ content: Buffer.from('name,qty\nbolt,3\n').toString('base64') })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^content is not an XLSX workbook \(not a readable ZIP archive\)/),
    });
    const zip = Buffer.from(zipSync({ 'hello.txt': strToU8('hello') })).toString('base64');
    expect(await parse({ content: zip })).toEqual({ status: 'failed', detail: 'content is not an XLSX workbook: it has no sheets' });
  });

  it('refuses a ZIP bomb by its true inflated size before the parser reads it', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60_000_000) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect(await parse({ content: Buffer.from(bomb).toString('base64') })).toEqual({
      status: 'failed',
      detail: 'The workbook inflates to more than 50,000,000 bytes (a ZIP bomb?)',
    });
  });

  it('bounds rows, cells and columns in all sheets, naming the bound', async () => {
    const tall = sheetOf(Array.from({ length: 10_001 }, () => [1]));
    expect(await parse({ content: tall })).toEqual({ status: 'failed', detail: 'The workbook has more than 10,000 rows in all; name one sheet, or split it' });
    const wide = sheetOf([Array.from({ length: 501 }, () => 1)]);
    expect(await parse({ content: wide })).toEqual({ status: 'failed', detail: 'Row 1 of sheet "Data" has 501 columns, over the limit of 500' });
    const many = sheetOf(Array.from({ length: 201 }, () => Array.from({ length: 500 }, () => 1)));
    expect(await parse({ content: many })).toEqual({ status: 'failed', detail: 'The workbook has more than 100,000 cells in all; name one sheet, or split it' });
  });
});

describe('data.xlsx_parse through the API', () => {
  const app = useTestApp();

  it('parses live for 1 cent and in test mode for nothing; a file that is no workbook fails without debiting', async () => {
    const fixture = await agentWithBindings(app, { 'data.xlsx_parse': {} });
    const payload = dataXlsxParse.examples[0]!.payload;
    const live = await dispatchAs(app, fixture.liveKey, { operation: 'data.xlsx_parse', payload });
    expect(live.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { sheets: [{ name: 'Stock', row_count: 3 }] } });
    const test = await dispatchAs(app, fixture.testKey, { operation: 'data.xlsx_parse', payload });
    expect(test.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0 });
    const failed = await dispatchAs(app, fixture.liveKey, { operation: 'data.xlsx_parse', payload: dataXlsxParse.sandboxFailures[0]!.payload });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(failed.body)).toMatch(/^content is not an XLSX workbook/);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 499, held_cents: 0 });
  });
});
