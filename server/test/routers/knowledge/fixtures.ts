import { expect } from 'vitest';
import type { KnowledgeCollectionResponse, KnowledgeDocumentResponse } from '../../../src/routers/knowledge/knowledge.types.js';
import type { TestApp } from '../../support/app.js';
import { call, type Credential } from '../../support/identity.js';

export interface Hit {
  chunk_id: string;
  document_id: string;
  document_title: string;
  text: string;
  start_offset: number;
  end_offset: number;
  score: number;
}

export async function newCollection(app: TestApp, as: Credential, name = 'Handbook'): Promise<KnowledgeCollectionResponse> {
  const made = await call<KnowledgeCollectionResponse>(app, 'POST', '/api/v1/knowledge/collections', { as, body: { name } });
  expect(made.status, made.raw).toBe(201);
  return made.body;
}

export async function addDocument(
  app: TestApp,
  as: Credential,
  collectionId: string,
  body: { title?: string; content_type: string; content: string },
): Promise<KnowledgeDocumentResponse> {
  const added = await call<KnowledgeDocumentResponse>(app, 'POST', `/api/v1/knowledge/collections/${collectionId}/documents`, { as, body });
  expect(added.status, added.raw).toBe(201);
  return added.body;
}

export async function query(app: TestApp, as: Credential, collectionId: string, text: string, k = 5): Promise<Hit[]> {
  const found = await call<{ data: Hit[] }>(app, 'POST', `/api/v1/knowledge/collections/${collectionId}/query`, { as, body: { query: text, k } });
  expect(found.status, found.raw).toBe(200);
  return found.body.data;
}

/** A one-page PDF showing `lines` in Helvetica, written by hand (the PDF 1.4 objects, their xref table and trailer). */
export function pdfOf(lines: string[]): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td ${lines.map((line, index) => `${index ? '0 -16 Td ' : ''}(${line}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
