import type { ConversationResponse } from '../../../src/routers/agents/conversations/conversation.types.js';
import type { MessageResponse } from '../../../src/routers/agents/conversations/message.types.js';
import type { TestApp } from '../../support/app.js';
import { agentWithBindings, type DispatchFixture } from '../../support/dispatch.js';
import { call, type Credential } from '../../support/identity.js';

export type Page<T> = { data: T[]; next_cursor: string | null };

/** A fresh organization with one agent (no bindings: a conversation needs none). */
export const agentOrg = (app: TestApp): Promise<DispatchFixture> => agentWithBindings(app, {});

export const conversationsOf = (agentId: string) => `/api/v1/agents/${agentId}/conversations`;
export const messagesOf = (agentId: string, conversationId: string) => `${conversationsOf(agentId)}/${conversationId}/messages`;

/** A conversation started through the API by `as`. */
export async function startConversation(app: TestApp, as: Credential, agentId: string, title = 'Supplier shortlist'): Promise<ConversationResponse> {
  const result = await call<ConversationResponse>(app, 'POST', conversationsOf(agentId), { as, body: { title } });
  if (result.status !== 201) throw new Error(`start conversation failed: ${result.status} ${result.raw}`);
  return result.body;
}

/** A message posted through the API by `as`. */
export async function post(
  app: TestApp,
  as: Credential,
  agentId: string,
  conversationId: string,
  body: { role: string; content: string } = { role: 'user', content: 'Which supplier is cheaper?' },
): Promise<MessageResponse> {
  const result = await call<MessageResponse>(app, 'POST', messagesOf(agentId, conversationId), { as, body });
  if (result.status !== 201) throw new Error(`post message failed: ${result.status} ${result.raw}`);
  return result.body;
}

/** Every item of a list, page by page, following next_cursor from `first` (a URL with its query). */
export async function readAll<T>(app: TestApp, as: Credential, first: string): Promise<T[]> {
  const items: T[] = [];
  let url: string | null = first;
  while (url !== null) {
    const page: { status: number; body: Page<T>; raw: string } = await call<Page<T>>(app, 'GET', url, { as });
    if (page.status !== 200) throw new Error(`page failed: ${page.status} ${page.raw}`);
    items.push(...page.body.data);
    url = page.body.next_cursor === null ? null : `${first}&cursor=${encodeURIComponent(page.body.next_cursor)}`;
  }
  return items;
}
