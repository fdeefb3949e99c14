import type { MemoryResponse } from '../../../../src/routers/agents/memories/memory.types.js';
import type { TestApp } from '../../../support/app.js';
import { call, type Credential } from '../../../support/identity.js';

export type { MemoryResponse };
export type MemoryError = { error: { code: string; message: string; details?: { path: string; message: string }[] } };
export type MemoryPage = { data: MemoryResponse[]; next_cursor: string | null };

export const memoriesOf = (agentId: string) => `/api/v1/agents/${agentId}/memories`;

export function remember(app: TestApp, as: Credential, agentId: string, body: Record<string, unknown>) {
  return call<MemoryResponse & MemoryError>(app, 'POST', memoriesOf(agentId), { as, body });
}

export function search(app: TestApp, as: Credential, agentId: string, query: string, limit = 10) {
  return call<MemoryPage & MemoryError>(app, 'GET', `${memoriesOf(agentId)}?query=${encodeURIComponent(query)}&limit=${limit}`, { as });
}
