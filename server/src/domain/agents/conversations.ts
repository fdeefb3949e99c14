import { sqlQuery } from '../../db/client.js';
import { Prisma, type Conversation, type ConversationMessage, type ConversationRole, type PrismaClient } from '../../generated/prisma/client.js';
import { agentOfPath } from './agent-of-path.js';
import { lockAgentForCount } from './agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { Caller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';

export type { Conversation, ConversationMessage };

export const CONVERSATION_ROLES = ['user', 'assistant', 'system', 'tool'] as const satisfies readonly ConversationRole[];

/**
 * The messages a conversation may hold. A conversation is read back a page at a time and, by a
 * model, often whole: past this many a client starts a new one (with a summary, say) rather than
 * let one grow without end. 10,000 of at most MAX_MESSAGE_CHARS each bounds a conversation's rows.
 */
export const MAX_MESSAGES_PER_CONVERSATION = 10_000;

/** A message's content, in characters (UTF-16 code units, as JSON strings count them): a long prompt or answer fits. */
export const MAX_MESSAGE_CHARS = 32_000;

export const MAX_TITLE_CHARS = 200;

/**
 * The conversations an agent may keep. Ten thousand of ten thousand messages each is already far
 * more than any console or model reads back; past it an agent's client is looping, and a cap says
 * so rather than let the table grow without end.
 */
export const MAX_CONVERSATIONS_PER_AGENT = 10_000;

/** Who writes: the agent itself, or a person of its organization. */
const authorOf = (caller: Caller): string => (caller.kind === 'agent' ? caller.agentId : caller.userId);

/**
 * A new conversation of the agent at `agentId` (only its own for an agent key), if it has fewer
 * than MAX_CONVERSATIONS_PER_AGENT (counted under `lockAgentForCount`); audited in its transaction
 * as `conversation.created`: the conversation is the unit the trail records.
 */
export async function createConversation(
  db: PrismaClient,
  caller: Caller,
  agentId: string,
  input: { title: string },
  audit: AuditContext,
): Promise<Conversation> {
  return db.$transaction(async (tx) => {
    await agentOfPath(tx, caller, agentId);
    await lockAgentForCount(tx, caller.orgId, agentId);
    if ((await tx.conversation.count({ where: { agentId } })) >= MAX_CONVERSATIONS_PER_AGENT) {
      throw new DomainError('conflict', `The agent keeps ${MAX_CONVERSATIONS_PER_AGENT} conversations, the most it may`);
    }
    const conversation = await tx.conversation.create({ data: { id: newId('conv'), orgId: caller.orgId, agentId, title: input.title } });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'conversation.created',
      target: { type: 'conversation', id: conversation.id },
      agentId,
      ...(caller.kind === 'agent' ? { mode: caller.mode } : {}),
      details: { title: input.title },
    });
    return conversation;
  });
}

/** The agent's conversation `id`; one of another agent (or organization) is not found. */
export async function getConversation(db: PrismaClient | Prisma.TransactionClient, caller: Caller, agentId: string, id: string): Promise<Conversation> {
  await agentOfPath(db, caller, agentId);
  const conversation = await db.conversation.findFirst({ where: { id, agentId, orgId: caller.orgId } });
  if (!conversation) throw notFound('Conversation');
  return conversation;
}

/**
 * The agent's conversations by id, the time they were started: oldest first, or newest first with
 * `order: 'desc'`. Not by updated_at: a conversation moves whenever a message is posted, so a
 * cursor on it would skip or repeat conversations between pages; the id never moves.
 */
export async function listConversations(db: PrismaClient, caller: Caller, agentId: string, page: PageRequest): Promise<Page<Conversation>> {
  await agentOfPath(db, caller, agentId);
  const keyset = keysetSql(Prisma.sql`id`, page);
  const rows = await sqlQuery<Conversation>(db, Prisma.sql`
    SELECT id, org_id AS "orgId", agent_id AS "agentId", title, created_at AS "createdAt", updated_at AS "updatedAt"
    FROM conversations
    WHERE ${Prisma.join([Prisma.sql`agent_id = ${agentId}`, Prisma.sql`org_id = ${caller.orgId}`, ...keyset.after], ' AND ')}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  return toPage(rows, page);
}

/** A conversation's messages in the order they were posted (`order: 'desc'`: latest first). */
export async function listMessages(db: PrismaClient, caller: Caller, agentId: string, conversationId: string, page: PageRequest): Promise<Page<ConversationMessage>> {
  await getConversation(db, caller, agentId, conversationId);
  const keyset = keysetSql(Prisma.sql`id`, page);
  const rows = await sqlQuery<ConversationMessage>(db, Prisma.sql`
    SELECT id, org_id AS "orgId", conversation_id AS "conversationId", role::text AS role, content, author_id AS "authorId", created_at AS "createdAt"
    FROM conversation_messages
    WHERE ${Prisma.join([Prisma.sql`conversation_id = ${conversationId}`, ...keyset.after], ' AND ')}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  return toPage(rows, page);
}

export interface NewMessage {
  role: ConversationRole;
  content: string;
}

/**
 * A message posted to the conversation, written by the caller. One transaction: it first touches
 * the conversation's updated_at (to the message's own time), an UPDATE that also locks the row,
 * so that concurrent posts to one conversation count one after another and the cap holds
 * exactly; the count comes after the lock and so sees every message committed before it.
 *
 * Messages are not audited one by one: a conversation may hold thousands, and the trail would
 * then be mostly chat. `conversation.created` records who opened it; each message keeps its
 * author and time itself.
 */
export async function postMessage(db: PrismaClient, caller: Caller, agentId: string, conversationId: string, input: NewMessage): Promise<ConversationMessage> {
  return db.$transaction(async (tx) => {
    await agentOfPath(tx, caller, agentId);
    const now = new Date();
    const touched = await tx.conversation.updateMany({ where: { id: conversationId, agentId, orgId: caller.orgId }, data: { updatedAt: now } });
    if (touched.count === 0) throw notFound('Conversation');
    const held = await tx.conversationMessage.count({ where: { conversationId } });
    if (held >= MAX_MESSAGES_PER_CONVERSATION) {
      throw new DomainError('conflict', `The conversation holds ${MAX_MESSAGES_PER_CONVERSATION} messages, the most it may: start a new conversation`);
    }
    return tx.conversationMessage.create({
      data: { id: newId('msg'), orgId: caller.orgId, conversationId, role: input.role, content: input.content, authorId: authorOf(caller), createdAt: now },
    });
  });
}
