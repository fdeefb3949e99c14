import { sqlQuery } from '../../db/client.js';
import { Prisma, type AgentRequest, type AgentRequestStatus, type PrismaClient } from '../../generated/prisma/client.js';
import { lockAgentForCount, type WorkspaceScope } from './agents.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { agentRowsOf } from './agent-of-path.js';
import type { AgentCaller, Caller, UserCaller } from '../auth/caller.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';
import { workspaceAgentIdsSql } from '../workspaces.js';

export type { AgentRequest };

/**
 * What an agent asks: a `question` (a free-text answer), a `decision` between the options it
 * offers (the answer is one of them), `help` (it is stuck and needs a person to act) or a
 * `notice` (something a person should know; answered to acknowledge it).
 */
export const AGENT_REQUEST_KINDS = ['question', 'decision', 'help', 'notice'] as const;
export type AgentRequestKind = (typeof AGENT_REQUEST_KINDS)[number];

/**
 * The open requests an agent may have at once: a person answers them one by one, so an agent
 * looping on POST must not bury the inbox. Answered and dismissed ones do not count.
 */
export const OPEN_REQUESTS_PER_AGENT = 100;

export interface NewAgentRequest {
  kind: AgentRequestKind;
  title: string;
  body: string;
  options?: string[] | undefined;
}

/** An agent's request, if the agent has fewer than OPEN_REQUESTS_PER_AGENT open (counted under `lockAgentForCount`). */
export async function createAgentRequest(
  db: PrismaClient,
  caller: AgentCaller,
  input: NewAgentRequest,
  audit: AuditContext,
  /** A write that must commit with the request or not at all (a workflow step's outcome). */
  alongside?: (tx: Prisma.TransactionClient, request: AgentRequest) => Promise<unknown>,
): Promise<AgentRequest> {
  return db.$transaction(async (tx) => {
    await lockAgentForCount(tx, caller.orgId, caller.agentId);
    const open = await tx.agentRequest.count({ where: { agentId: caller.agentId, status: 'open' } });
    if (open >= OPEN_REQUESTS_PER_AGENT) {
      throw new DomainError(
        'conflict',
        `The agent has ${OPEN_REQUESTS_PER_AGENT} open requests, the most it may have: wait until a person answers or dismisses one`,
      );
    }
    const request = await tx.agentRequest.create({
      data: {
        id: newId('areq'),
        orgId: caller.orgId,
        agentId: caller.agentId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        ...(input.options ? { options: input.options } : {}),
      },
    });
    await appendAudit(tx, caller.orgId, audit, {
      action: 'agent_request.created',
      target: { type: 'agent_request', id: request.id },
      agentId: caller.agentId,
      mode: caller.mode,
      details: { kind: input.kind, title: input.title },
    });
    await alongside?.(tx, request);
    return request;
  });
}

/** One request: an agent reads only its own, a person any of the organization's. */
export async function getAgentRequest(db: PrismaClient, caller: Caller, id: string): Promise<AgentRequest> {
  const request = await db.agentRequest.findFirst({
    where: { id, orgId: caller.orgId, ...agentRowsOf(caller) },
  });
  if (!request) throw notFound('Agent request');
  return request;
}

export interface AgentRequestFilter {
  status?: AgentRequestStatus | undefined;
  agentId?: string | undefined;
}

/** The columns of a request under the names of its Prisma type, for the list's one statement. */
const COLUMNS = Prisma.sql`
  id, org_id AS "orgId", agent_id AS "agentId", kind, title, body, options, status::text AS status, response,
  resolved_by AS "resolvedBy", resolved_at AS "resolvedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The requests of the agents of the caller's workspace, a page at a time, in one statement. */
export async function listAgentRequests(
  db: PrismaClient,
  scope: WorkspaceScope,
  filter: AgentRequestFilter,
  page: PageRequest,
): Promise<Page<AgentRequest>> {
  const keyset = keysetSql(Prisma.sql`id`, page);
  const conditions = [
    Prisma.sql`org_id = ${scope.orgId}`,
    Prisma.sql`agent_id IN ${workspaceAgentIdsSql(scope.workspaceId)}`,
    ...keyset.after,
    ...(filter.status ? [Prisma.sql`status = ${filter.status}::"AgentRequestStatus"`] : []),
    ...(filter.agentId ? [Prisma.sql`agent_id = ${filter.agentId}`] : []),
  ];
  const rows = await sqlQuery<AgentRequest>(db, Prisma.sql`
    SELECT ${COLUMNS} FROM agent_requests
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  return toPage(rows, page);
}

export interface AgentRequestAnswer {
  status: 'resolved' | 'dismissed';
  response?: string | undefined;
}

const invalidResponse = (message: string) => new DomainError('invalid_request', message, [{ path: 'response', message }]);

/** The answer's response, checked against the request: required to resolve, one of the options of a decision. */
function checkedResponse(request: AgentRequest, answer: AgentRequestAnswer): string | null {
  const { response } = answer;
  if (response === undefined) {
    if (answer.status === 'resolved') throw invalidResponse('A response is required to resolve a request');
    return null;
  }
  const options = request.options as string[] | null;
  if (request.kind === 'decision' && options && !options.includes(response)) {
    throw invalidResponse(`The response to a decision is one of its options: ${options.map((option) => JSON.stringify(option)).join(', ')}`);
  }
  return response;
}

/**
 * Resolves or dismisses an open request: one conditional write on the request still open, so of
 * two answers (concurrent ones too) the second is a `conflict` and the first stands.
 */
export async function answerAgentRequest(
  db: PrismaClient,
  caller: UserCaller,
  id: string,
  answer: AgentRequestAnswer,
  audit: AuditContext,
): Promise<AgentRequest> {
  return db.$transaction(async (tx) => {
    const request = await tx.agentRequest.findFirst({ where: { id, orgId: caller.orgId } });
    if (!request) throw notFound('Agent request');
    const response = checkedResponse(request, answer);
    const [answered] = await tx.agentRequest.updateManyAndReturn({
      where: { id, status: 'open' },
      data: { status: answer.status, response, resolvedBy: caller.userId, resolvedAt: new Date() },
    });
    if (!answered) {
      const { status } = await tx.agentRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
      throw new DomainError('conflict', `The agent request was already ${status}`);
    }
    await appendAudit(tx, caller.orgId, audit, {
      action: `agent_request.${answer.status}`,
      target: { type: 'agent_request', id },
      agentId: request.agentId,
      // The option chosen says what the agent was told; free text stays on the request, out of the trail.
      details: { kind: request.kind, ...(request.kind === 'decision' && response !== null ? { option: response } : {}) },
    });
    return answered;
  });
}
