import type { KeyMode } from '../../generated/prisma/enums.js';
import type { ChatMessage, ChatSession, ChatToolCall, ChatTurn, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { agentTarget, getAgent, newAgentRecord } from '../agents/agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';

export type { ChatMessage, ChatSession, ChatToolCall, ChatTurn };

/** The messages GET /api/v1/chat/sessions/{id} returns, newest kept: a long session is read back in part. */
export const SESSION_HISTORY_MAX_MESSAGES = 500;

/** Open sessions a person may keep: a client opening one per message is looping, and this says so. */
export const MAX_OPEN_SESSIONS_PER_PERSON = 1_000;

export interface NewSession {
  agentId?: string | undefined;
  title?: string | undefined;
  mode: KeyMode;
  model?: string | undefined;
  forceApproval: boolean;
}

/**
 * A session is its person's: only the person who opened it lists, reads, talks in, and closes it;
 * anyone else, in the organization or not, is answered not found (docs/decisions.md, Chat).
 */
const mine = (caller: UserCaller) => ({ orgId: caller.orgId, userId: caller.userId });

/**
 * Opens a session with an agent of the organization, or, with none named, with a new agent of its
 * own (chat_owned: left out of GET /api/v1/agents and never deleted through the API, its bindings set
 * like any agent's by id). Audited as chat_session.created.
 */
export async function createSession(db: PrismaClient, caller: UserCaller, input: NewSession, audit: AuditContext): Promise<ChatSession> {
  return db.$transaction(async (tx) => {
    const open = await tx.chatSession.count({ where: { ...mine(caller), closedAt: null } });
    if (open >= MAX_OPEN_SESSIONS_PER_PERSON) {
      throw new DomainError('conflict', `You have ${MAX_OPEN_SESSIONS_PER_PERSON} open chat sessions, the most you may; close some first`);
    }
    const agent = input.agentId ? await getAgent(tx, caller.orgId, input.agentId) : await newChatAgent(tx, caller, audit);
    const session = await tx.chatSession.create({
      data: {
        id: newId('chs'),
        ...mine(caller),
        agentId: agent.id,
        title: input.title ?? `Chat with ${agent.name}`,
        mode: input.mode,
        model: input.model ?? null,
        forceApproval: input.forceApproval,
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'chat_session.created',
      target: { type: 'chat_session', id: session.id },
      agentId: agent.id,
      mode: session.mode,
      details: { force_approval: session.forceApproval, ...(session.model ? { model: session.model } : {}) },
    });
    return session;
  });
}

async function newChatAgent(tx: Prisma.TransactionClient, caller: UserCaller, audit: AuditContext) {
  const record = newAgentRecord(caller, { name: 'Chat assistant', description: 'Made by chat for one session' });
  const agent = await tx.agent.create({ data: { ...record, chatOwned: true } });
  await appendAudit(tx, caller.orgId, audit, { action: 'agent.created', ...agentTarget(agent.id), details: { name: agent.name, workspace_id: agent.workspaceId, chat_owned: true } });
  return agent;
}

/** The caller's sessions, open ones only unless `closed`, filtered by agent. */
export async function listSessions(
  db: PrismaClient,
  caller: UserCaller,
  page: PageRequest,
  filter: { agentId?: string | undefined; includeClosed?: boolean | undefined },
): Promise<Page<ChatSession>> {
  const args = pageArgs(page);
  const rows = await db.chatSession.findMany({
    ...args,
    where: { ...args.where, ...mine(caller), ...(filter.agentId ? { agentId: filter.agentId } : {}), ...(filter.includeClosed ? {} : { closedAt: null }) },
  });
  return toPage(rows, page);
}

/** The caller's session, closed ones included; anyone else's is not found. */
export async function getSession(db: Prisma.TransactionClient, caller: UserCaller, id: string): Promise<ChatSession> {
  const session = await db.chatSession.findFirst({ where: { id, ...mine(caller) } });
  if (!session) throw notFound('Chat session');
  return session;
}

export interface SessionHistory {
  session: ChatSession;
  messages: ChatMessage[];
  toolCalls: ChatToolCall[];
  turns: ChatTurn[];
  /** Older messages were left out (SESSION_HISTORY_MAX_MESSAGES). */
  truncated: boolean;
}

/** The session with its newest messages (oldest first), their turns and tool calls. */
export async function sessionHistory(db: PrismaClient, caller: UserCaller, id: string): Promise<SessionHistory> {
  const session = await getSession(db, caller, id);
  const newest = await db.chatMessage.findMany({ where: { sessionId: id }, orderBy: { id: 'desc' }, take: SESSION_HISTORY_MAX_MESSAGES + 1 });
  const truncated = newest.length > SESSION_HISTORY_MAX_MESSAGES;
  const messages = newest.slice(0, SESSION_HISTORY_MAX_MESSAGES).reverse();
  const turnIds = [...new Set(messages.map((message) => message.turnId))];
  const [toolCalls, turns] = await Promise.all([
    db.chatToolCall.findMany({ where: { sessionId: id, turnId: { in: turnIds } }, orderBy: { id: 'asc' } }),
    db.chatTurn.findMany({ where: { sessionId: id, id: { in: turnIds } }, orderBy: { id: 'asc' } }),
  ]);
  return { session, messages, toolCalls, turns, truncated };
}

/** Closes (soft-deletes) a session: it takes no more turns. Closing a closed one changes nothing. */
export async function closeSession(db: PrismaClient, caller: UserCaller, id: string, audit: AuditContext): Promise<ChatSession> {
  return db.$transaction(async (tx) => {
    const session = await getSession(tx, caller, id);
    if (session.closedAt) return session;
    const closed = await tx.chatSession.update({ where: { id }, data: { closedAt: new Date() } });
    await appendAudit(tx, caller.orgId, audit, { action: 'chat_session.closed', target: { type: 'chat_session', id }, agentId: session.agentId });
    return closed;
  });
}
