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
