import type { Config } from '../../config.js';
import type { Agent, ChatToolCall, ChatTurn, Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import type { ProgressDelta } from '../../providers/contract.js';
import type { ChatCompletion } from '../../providers/openrouter.js';
import { getAgent } from '../agents/agents.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { sandboxGeneration } from '../catalog/operations/text-generation.js';
import { dispatch } from '../dispatch/dispatch.js';
import { DomainError, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { SANDBOX_MODEL } from '../models/sandbox.js';
import { publicStatus } from '../service-requests/public-status.js';
import type { ServiceRequestWithApproval } from '../service-requests/requests.js';
import { pause } from '../service-requests/watch.js';
import { saveArtifact } from './artifacts.js';
import type { ChatEvent } from './event-schemas.js';
import { eventsAfter, isTerminal, nextSeq, storeEvents, turnOfEvent, type StoredChatEvent } from './events.js';
import { modelHistory, toolNameOfCall } from './history.js';
import { holdSession, isHeld, releaseHold, renewHold, TURN_LEASE_SECONDS } from './lock.js';
import { EventQueue } from './queue.js';
import { getSession, type ChatSession } from './sessions.js';
import { CHAT_MODEL_OPERATION, toolsetOf, type LocalTool, type Toolset } from './tools.js';


/** Model calls one turn may make: past this the model is looping on its tools, and the turn fails saying so. */
export const MAX_ROUNDS = 8;

/** The longest reply one model call may write, in tokens (its max_tokens, and so its estimate). */
export const MODEL_MAX_TOKENS = 1024;

/** A tool result handed to the model whole up to this many characters of JSON; a larger one is kept as an artifact and handed over cut. */
export const TOOL_RESULT_INLINE_CHARS = 16_000;

export interface TurnDeps {
  db: PrismaClient;
  config: Config;
  logger: Logger;
}

export interface TurnRequest {
  sessionId: string;
  message?: string | undefined;
  model?: string | undefined;
  continueFrom?: string | undefined;
  toolResults?: { tool_call_id: string; content: string }[] | undefined;
  localTools?: LocalTool[] | undefined;
  /** The id a new turn takes, when its caller names it first (the Slack receiver records it, so that a retry after a crash finds the turn rather than start another). */
  turnId?: string | undefined;
}

export interface TurnOptions {
  /** Aborts when the client leaves: the model call stops, what was spent is settled, and the turn ends cancelled. */
  signal: AbortSignal;
  /** The client's Last-Event-ID: it resumes reading the turn that event belongs to rather than sending a new one. */
  lastEventId?: string | undefined;
  audit: AuditContext;
}

/**
 * POST /api/v1/chat/turn. Every check comes first, so that a refusal is a plain JSON error: the
 * session is the caller's, the turn may start (or resume), and it holds the session. Then the
 * turn runs, its events stored and streamed in order; the stream ends when the turn ends or
 * pauses. With Last-Event-ID nothing new starts: the stored events after it are read, and while
 * that turn still runs, followed.
 */
export async function openTurn(deps: TurnDeps, caller: UserCaller, request: TurnRequest, options: TurnOptions): Promise<AsyncIterable<StoredChatEvent>> {
  const { db } = deps;
  const session = await getSession(db, caller, request.sessionId);
  if (options.lastEventId !== undefined) return followTurn(deps, session, options.lastEventId, options.signal);
  const agent = await getAgent(db, caller.orgId, session.agentId).catch(() => {
    throw new DomainError('conflict', 'The chat session\'s agent was deleted: it takes no more turns');
  });
  const resumed = request.continueFrom ? await resumable(db, session, request) : null;
  if (!resumed) {
    if (request.message === undefined) throw new DomainError('invalid_request', 'message is required unless continue_from resumes a paused turn');
    const paused = await db.chatTurn.findFirst({ where: { sessionId: session.id, status: 'paused' }, select: { id: true } });
    if (paused) {
      throw new DomainError('conflict', `Turn ${paused.id} is paused on its tool calls: decide its approvals or send its local tools' results, and resume it with continue_from`);
    }
  }
  const turnId = resumed?.id ?? request.turnId ?? newId('ctn');
  await holdSession(db, session, turnId);
  let turn: ChatTurn;
  try {
    const model = request.model ?? resumed?.model ?? session.model ?? agent.defaultModelId ?? SANDBOX_MODEL;
    const localTools = request.localTools ?? (resumed?.localTools as LocalTool[] | null) ?? [];
    turn = resumed
      ? await db.chatTurn.update({ where: { id: resumed.id }, data: { status: 'running', detail: null, model, localTools: localTools as unknown as Prisma.InputJsonValue } })
      : await db.$transaction(async (tx) => {
          const created = await tx.chatTurn.create({
            data: { id: turnId, orgId: session.orgId, sessionId: session.id, model, startedBy: caller.userId, localTools: localTools as unknown as Prisma.InputJsonValue },
          });
          await tx.chatMessage.create({ data: { id: newId('cmsg'), orgId: session.orgId, sessionId: session.id, turnId, role: 'user', content: request.message! } });
          return created;
        });
  } catch (error) {
    await releaseHold(db, session.id, turnId);
    throw error;
  }
  const run = new TurnRun(deps, session, agent, turn, await nextSeq(db, session.id), options);
  const driving = run.drive(resumed ? (request.toolResults ?? []) : null);
  return (async function* () {
    try {
      yield* run.queue;
    } finally {
      // The client left, or the stream ended: the turn settles before the handler ends.
      run.stop();
      await driving;
    }
  })();
}

/** The calls a paused turn waits for: approvals to be decided, local tools to be answered. */
const waitingCalls = (db: PrismaClient, turnId: string) =>
  db.chatToolCall.findMany({ where: { turnId, status: { in: ['approval_required', 'pending'] } }, orderBy: { id: 'asc' } });

/** The paused turn `continue_from` names, once what it waits for is there: its approvals decided, its local tools' results given. */
async function resumable(db: PrismaClient, session: ChatSession, request: TurnRequest): Promise<ChatTurn> {
  if (request.message !== undefined) throw new DomainError('invalid_request', 'Send either message (a new turn) or continue_from (resuming a paused one), not both');
  const turn = await db.chatTurn.findFirst({ where: { id: request.continueFrom!, sessionId: session.id } });
  if (!turn) throw notFound('Chat turn');
  if (turn.status !== 'paused') throw new DomainError('conflict', `Turn ${turn.id} is ${turn.status}, not paused: there is nothing to resume`);
  const waiting = await waitingCalls(db, turn.id);
  const undecided = await db.approval.findMany({
    where: { serviceRequestId: { in: waiting.flatMap((call) => (call.serviceRequestId ? [call.serviceRequestId] : [])) }, status: 'pending' },
    select: { id: true },
  });
  if (undecided.length) {
    throw new DomainError('conflict', `Approval ${undecided.map((approval) => approval.id).join(', ')} is still pending: decide it with POST /api/v1/chat/approvals/{id}, then resume`);
  }
  const local = waiting.filter((call) => call.kind === 'local').map((call) => call.id);
  const given = new Set((request.toolResults ?? []).map((result) => result.tool_call_id));
  const missing = local.filter((id) => !given.has(id));
  const unknown = [...given].filter((id) => !local.includes(id));
  if (missing.length || unknown.length) {
    throw new DomainError(
      'invalid_request',
      missing.length
        ? `tool_results must answer every local call the turn waits for; missing: ${missing.join(', ')}`
        : `tool_results answers calls the turn does not wait for: ${unknown.join(', ')}`,
    );
  }
  return turn;
}

/**
 * Replays a turn's stored events after the one the client last saw, and while the turn still
 * holds its session (running on this instance or another), reads on at the stream poll interval
 * until its done event.
 */
async function followTurn(deps: TurnDeps, session: ChatSession, lastEventId: string, signal: AbortSignal): Promise<AsyncIterable<StoredChatEvent>> {
  const after = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : NaN;
  const turnId = Number.isNaN(after) ? null : await turnOfEvent(deps.db, session.id, after);
  if (!turnId) throw new DomainError('invalid_request', `Last-Event-ID ${lastEventId} is not an event of this session`);
  const { db, config } = deps;
  return (async function* () {
    let seen = after;
    for (;;) {
      const held = await isHeld(db, session.id, turnId);
      const events = await eventsAfter(db, session.id, seen, { turnId });
      for (const event of events) {
        seen = event.seq;
        yield event;
        if (isTerminal(event)) return;
      }
      // Neither running nor ended: the turn's instance died before its done event. Nothing more will come.
      if (!held && !events.length) return;
      if (!(await pause(config.PROCTOR_STREAM_POLL_MS, signal))) return;
    }
  })();
}

type ToolOutcome = Pick<ServiceRequestWithApproval, 'id' | 'status' | 'reasonCode' | 'result' | 'costCents'>;

/**
 * The turns each instance is driving, by id, keyed by the instance's database client (several
 * apps in one process, as the tests run them, are several instances). A WebSocket client's
 * cancel reaches every instance as a notification (events.ts requestCancel); the one driving
 * the turn stops it here.
 */
const runningTurns = new WeakMap<PrismaClient, Map<string, TurnRun>>();

/**
 * Stops the turn if this instance drives it, saying so in a status event (every client sees the
 * cancel arrive): its model call aborts, the tool call under way settles, it ends cancelled.
 */
export function stopRunningTurn(db: PrismaClient, turnId: string): void {
  const run = runningTurns.get(db)?.get(turnId);
  if (!run || run.stopping.signal.aborted) return;
  run.stop('A client of the session cancelled the turn');
  void run.emit({ event: 'status', data: { turn_id: turnId, message: 'Cancelled by a client of the session: the tool call under way finishes, then the turn ends' } }).catch(() => {});
}

/** One turn being answered: the model's rounds, its tool calls through the pipeline, and every event stored before it is streamed. */
class TurnRun {
  readonly queue = new EventQueue<StoredChatEvent>();
  /** Stops the model call when the client leaves; the tool call under way finishes and settles. */
  readonly stopping = new AbortController();
  private chain: Promise<void> = Promise.resolve();
  private lastRenewal = Date.now();
  private toolset: Toolset | null = null;

  constructor(
    private readonly deps: TurnDeps,
    private readonly session: ChatSession,
    private readonly agent: Agent,
    private turn: ChatTurn,
    private seq: number,
    private readonly options: TurnOptions,
  ) {
    options.signal.addEventListener('abort', () => this.stopping.abort(), { once: true });
  }

  /** Why it stopped: the first reason given wins (the done event's detail). */
  private stopReason = 'The client left before the turn ended';

  stop(reason?: string): void {
    if (!this.stopping.signal.aborted && reason) this.stopReason = reason;
    this.stopping.abort();
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Events emitted while the last write was under way: stored together by the next one. */
  private batch: ChatEvent[] = [];

  /**
   * Stores events in order, then streams them; a write that fails fails every later one. Events
   * emitted while a write is under way (a model's deltas) wait for it and are stored together, in
   * one statement.
   */
  emit(...events: ChatEvent[]): Promise<void> {
    const scheduled = this.batch.length > 0;
    this.batch.push(...events);
    if (!scheduled) this.chain = this.chain.then(() => this.write());
    return this.chain;
  }

  private async write(): Promise<void> {
    const events = this.batch;
    this.batch = [];
    const { db } = this.deps;
    await storeEvents(db, this.session.id, this.turn.id, this.seq, events);
    for (const event of events) this.queue.push({ ...event, seq: this.seq++, turnId: this.turn.id });
    if (Date.now() - this.lastRenewal > (TURN_LEASE_SECONDS * 1000) / 3) {
      this.lastRenewal = Date.now();
      if (!(await renewHold(db, this.session.id, this.turn.id))) throw new Error(`turn ${this.turn.id} lost its session`);
    }
  }

  private readonly ids = () => ({ turn_id: this.turn.id });

  async drive(resumeWith: { tool_call_id: string; content: string }[] | null): Promise<void> {
    // stopRunningTurn's registry (a WebSocket client's cancel).
    const running = runningTurns.get(this.deps.db) ?? new Map<string, TurnRun>();
    runningTurns.set(this.deps.db, running.set(this.turn.id, this));
    try {
      this.toolset = await toolsetOf(this.deps.db, this.agent.id, (this.turn.localTools as LocalTool[] | null) ?? []);
      if (resumeWith) {
        await this.emit({ event: 'status', data: { ...this.ids(), message: 'Resuming after the paused tool calls' } });
        const waiting = await this.settleWaiting(resumeWith);
        if (waiting) return await this.pauseOn(waiting);
      }
      for (;;) {
        if (this.stopped) return await this.finish('cancelled', this.stopReason);
        if (this.turn.rounds >= MAX_ROUNDS) return await this.finish('failed', `The model called tools in ${MAX_ROUNDS} rounds without answering: the turn stops here`);
        const round = await this.modelRound();
        // A reply cut short by the client leaving is kept (and paid for), but its calls are not made.
        if (this.stopped) return await this.finish('cancelled', this.stopReason);
        if ('failed' in round) return await this.finish('failed', round.failed);
        if (!round.calls.length) return await this.finish('completed', null);
        const waiting = await this.runCalls(round.calls);
        if (this.stopped) return await this.finish('cancelled', this.stopReason);
        if (waiting) return await this.pauseOn(waiting);
      }
    } catch (error) {
      this.deps.logger.error({ err: error, chat_turn_id: this.turn.id }, 'chat turn failed');
      await this.finish('failed', 'The turn failed unexpectedly').catch(() => {});
    } finally {
      runningTurns.get(this.deps.db)?.delete(this.turn.id);
      await releaseHold(this.deps.db, this.session.id, this.turn.id).catch(() => {});
      this.queue.end();
    }
  }

  /** One model call: its text streamed as it comes, then the assistant message and its tool calls stored. */
  private async modelRound(): Promise<{ calls: ChatToolCall[] } | { failed: string }> {
    const { db } = this.deps;
    const round = this.turn.rounds + 1;
    void this.emit({ event: 'model', data: { ...this.ids(), model: this.turn.model, round } });
    const messages = await modelHistory(db, this.session.id, this.agent.systemPrompt ?? this.agent.personality);
    const { tools } = this.toolset!;
    let reply: Pick<ChatCompletion, 'content' | 'tool_calls' | 'usage'>;
    let cost = 0;
    if (this.turn.model === SANDBOX_MODEL) {
      const onDelta = ({ text }: ProgressDelta) => void this.emit({ event: 'message_delta', data: { ...this.ids(), text } });
      reply = sandboxGeneration({ model: this.turn.model, messages, max_tokens: MODEL_MAX_TOKENS, tools }, onDelta);
    } else {
      const onDelta = ({ kind, text }: ProgressDelta) => void this.emit({ event: kind === 'text' ? 'message_delta' : 'thinking', data: { ...this.ids(), text } });
      const { request } = await dispatch(db, this.deps.logger, this.deps.config, {
        orgId: this.session.orgId,
        agentId: this.agent.id,
        mode: this.session.mode,
        operation: CHAT_MODEL_OPERATION,
        payload: { model: this.turn.model, messages, max_tokens: MODEL_MAX_TOKENS, ...(tools.length ? { tools } : {}) },
        idempotencyKey: `chat:${this.turn.id}:model:${round}`,
        progress: { onDelta, signal: this.stopping.signal },
        audit: this.options.audit,
      });
      await this.chain;
      if (request.status !== 'executed') {
        await this.addSpend(request.costCents, null, round);
        const { detail } = (request.result ?? {}) as { detail?: string };
        return { failed: `The model call (service request ${request.id}) was ${publicStatus(request.status)}${request.reasonCode ? ` (${request.reasonCode})` : ''}: ${detail ?? 'no detail'}` };
      }
      reply = request.result as unknown as ChatCompletion;
      cost = Number(request.costCents);
    }
    await this.chain;
    await this.addSpend(BigInt(cost), reply.usage, round);
    const messageId = newId('cmsg');
    const calls = reply.tool_calls.map((call): Prisma.ChatToolCallCreateManyInput => {
      const local = this.toolset!.local.has(call.function.name);
      const governed = this.toolset!.governed.get(call.function.name);
      return {
        id: newId('ctc'),
        orgId: this.session.orgId,
        sessionId: this.session.id,
        turnId: this.turn.id,
        messageId,
        kind: local ? 'local' : 'governed',
        // A name the model made up keeps its own name: its call fails as not offered.
        name: local ? call.function.name : (governed ?? call.function.name),
        arguments: jsonObjectOrText(call.function.arguments) as Prisma.InputJsonValue,
        status: local ? 'pending' : 'planned',
      };
    });
    const [, created] = await db.$transaction([
      db.chatMessage.create({ data: { id: messageId, orgId: this.session.orgId, sessionId: this.session.id, turnId: this.turn.id, role: 'assistant', content: reply.content } }),
      db.chatToolCall.createManyAndReturn({ data: calls }),
    ]);
    await this.emit({ event: 'message', data: { ...this.ids(), message_id: messageId, content: reply.content, tool_call_ids: calls.map((call) => call.id!) } });
    // In the model's order, as planned: the rows just written, not read again.
    const byId = new Map(created.map((call) => [call.id, call]));
    return { calls: calls.map((call) => byId.get(call.id!)!) };
  }

  /** Plans every call, runs the governed ones through the pipeline in order, and hands the local ones to the client; what still waits, if anything. */
  private async runCalls(calls: ChatToolCall[]): Promise<Waiting | null> {
    await this.emit(
      ...calls.map((call): ChatEvent => ({
        event: 'tool_planned',
        data: { ...this.callIds(call), kind: call.kind, arguments: argumentsObject(call.arguments) },
      })),
    );
    const waiting: Waiting = { approvals: [], local: calls.filter((call) => call.kind === 'local') };
    for (const call of calls) {
      if (call.kind !== 'governed') continue;
      if (this.stopped) {
        await this.deps.db.chatToolCall.update({ where: { id: call.id }, data: { status: 'cancelled' } });
        continue;
      }
      const approval = await this.governedCall(call);
      if (approval) waiting.approvals.push(approval);
    }
    return waiting.approvals.length || waiting.local.length ? waiting : null;
  }

  private readonly callIds = (call: ChatToolCall) => ({ ...this.ids(), tool_call_id: call.id, name: call.name });

  /** A governed call dispatched as the session's agent, with the Idempotency-Key chat:<call id>; the approval it waits for, if any. */
  private async governedCall(call: ChatToolCall): Promise<string | null> {
    const operation = this.toolset!.governed.get(toolNameOfCall(call));
    if (!operation) return this.failCall(call, `No tool ${call.name} is offered to this agent: bind the operation to it`);
    const payload = argumentsObject(call.arguments);
    if (!payload) return this.failCall(call, 'The model\'s arguments are not a JSON object');
    await this.emit({ event: 'tool_executing', data: this.callIds(call) });
    const dispatched = await dispatch(this.deps.db, this.deps.logger, this.deps.config, {
      orgId: this.session.orgId,
      agentId: this.agent.id,
      mode: this.session.mode,
      operation,
      payload,
      idempotencyKey: `chat:${call.id}`,
      forceApproval: this.session.forceApproval,
      audit: this.options.audit,
    }).catch((error: unknown) => {
      if (error instanceof DomainError) return { failed: error.message };
      throw error;
    });
    if ('failed' in dispatched) return this.failCall(call, dispatched.failed);
    return this.settleCall(call, dispatched.request);
  }

  /** A call that never became a service request (arguments the pipeline refuses before it records anything). */
  private async failCall(call: ChatToolCall, detail: string): Promise<null> {
    await this.answerCall(call, { status: 'failed', reason_code: null, detail, cost_cents: 0 }, { status: 'failed', serviceRequestId: null, costCents: 0n });
    return null;
  }

  /** What a call's service request came to: a pending approval (returned, for the pause), or its outcome handed to the model. */
  private async settleCall(call: ChatToolCall, request: ToolOutcome & { approval?: { id: string } | null }): Promise<string | null> {
    const { db } = this.deps;
    if (request.status === 'approval_required') {
      const approval = await db.approval.findUniqueOrThrow({ where: { serviceRequestId: request.id }, select: { id: true, costCents: true } });
      await db.chatToolCall.update({ where: { id: call.id }, data: { status: 'approval_required', serviceRequestId: request.id } });
      await this.emit({
        event: 'tool_pending',
        data: { ...this.callIds(call), approval_id: approval.id, service_request_id: request.id, cost_cents: Number(approval.costCents) },
      });
      return approval.id;
    }
    const status = publicStatus(request.status) as 'executed' | 'running' | 'blocked' | 'failed';
    const result = (request.result ?? null) as Record<string, unknown> | null;
    const detail = status === 'blocked' || status === 'failed' ? (typeof result?.detail === 'string' ? result.detail : null) : null;
    await this.answerCall(
      call,
      { status, reason_code: request.reasonCode, detail, cost_cents: Number(request.costCents), service_request_id: request.id, ...(status === 'executed' ? { result } : {}) },
      { status, serviceRequestId: request.id, costCents: request.costCents },
    );
    return null;
  }

  /**
   * Hands a call's outcome to the model as its tool message (a result too large kept whole as an
   * artifact, and handed over cut), stores the call's end, and streams tool_done.
   */
  private async answerCall(
    call: ChatToolCall,
    outcome: { status: 'executed' | 'running' | 'blocked' | 'failed'; reason_code: string | null; detail: string | null; cost_cents: number; service_request_id?: string; result?: unknown },
    stored: { status: string; serviceRequestId: string | null; costCents: bigint },
  ): Promise<void> {
    const { db } = this.deps;
    let content = JSON.stringify(outcome);
    let artifactId: string | null = null;
    if (content.length > TOOL_RESULT_INLINE_CHARS) {
      const artifact = await saveArtifact(db, {
        orgId: this.session.orgId,
        sessionId: this.session.id,
        turnId: this.turn.id,
        name: `${call.name}-${call.id}.json`,
        contentType: 'application/json',
        content: Buffer.from(content),
      });
      artifactId = artifact.id;
      const { result: _whole, ...rest } = outcome;
      content = JSON.stringify({ ...rest, artifact_id: artifact.id, result_preview: content.slice(0, TOOL_RESULT_INLINE_CHARS / 4) });
    }
    await db.$transaction([
      db.chatToolCall.update({ where: { id: call.id }, data: { status: stored.status, serviceRequestId: stored.serviceRequestId, costCents: stored.costCents } }),
      db.chatMessage.create({ data: { id: newId('cmsg'), orgId: this.session.orgId, sessionId: this.session.id, turnId: this.turn.id, role: 'tool', toolCallId: call.id, content } }),
    ]);
    await this.addSpend(stored.costCents, null);
    await this.emit({
      event: 'tool_done',
      data: {
        ...this.callIds(call),
        status: outcome.status,
        reason_code: outcome.reason_code,
        detail: outcome.detail,
        cost_cents: outcome.cost_cents,
        service_request_id: stored.serviceRequestId,
        artifact_id: artifactId,
      },
    });
  }

  /**
   * A resumed turn's calls: each one that waited for a person answered by what its request came
   * to (the approval executed or blocked it), each local one by the client's result. What still
   * waits (an approval decided back to pending cannot happen; a request still running can) is returned.
   */
  private async settleWaiting(results: { tool_call_id: string; content: string }[]): Promise<Waiting | null> {
    const { db } = this.deps;
    const waiting = await waitingCalls(db, this.turn.id);
    const pending: Waiting = { approvals: [], local: [] };
    for (const call of waiting) {
      if (call.kind === 'local') {
        const content = results.find((result) => result.tool_call_id === call.id)!.content;
        await db.$transaction([
          db.chatToolCall.update({ where: { id: call.id }, data: { status: 'executed' } }),
          db.chatMessage.create({ data: { id: newId('cmsg'), orgId: this.session.orgId, sessionId: this.session.id, turnId: this.turn.id, role: 'tool', toolCallId: call.id, content } }),
        ]);
        await this.emit({
          event: 'tool_done',
          data: { ...this.callIds(call), status: 'executed', reason_code: null, detail: null, cost_cents: 0, service_request_id: null, artifact_id: null },
        });
        continue;
      }
      const request = await db.serviceRequest.findUniqueOrThrow({ where: { id: call.serviceRequestId! } });
      const approval = await this.settleCall(call, request);
      if (approval) pending.approvals.push(approval);
    }
    return pending.approvals.length ? pending : null;
  }

  private async pauseOn(waiting: Waiting): Promise<void> {
    if (waiting.local.length) {
      await this.emit({
        event: 'local_tools_pending',
        data: {
          ...this.ids(),
          calls: waiting.local.map((call) => ({ tool_call_id: call.id, name: call.name, arguments: argumentsObject(call.arguments) })),
        },
      });
    }
    const why = [
      ...(waiting.approvals.length ? [`approval ${waiting.approvals.join(', ')}`] : []),
      ...(waiting.local.length ? [`the results of ${waiting.local.length} local tool call(s)`] : []),
    ];
    await this.finish('paused', `Waiting for ${why.join(' and ')}`);
  }

  /** Adds to the turn's cost and tokens; with `round`, counts that model call. */
  private async addSpend(cents: bigint, usage: { prompt_tokens: number; completion_tokens: number } | null, round?: number): Promise<void> {
    this.turn = await this.deps.db.chatTurn.update({
      where: { id: this.turn.id },
      data: {
        ...(round === undefined ? {} : { rounds: round }),
        costCents: { increment: cents },
        ...(usage ? { promptTokens: { increment: usage.prompt_tokens }, completionTokens: { increment: usage.completion_tokens } } : {}),
      },
    });
  }

  /** The turn's usage and its done event, then its row: ended, or paused to be resumed. */
  private async finish(status: 'completed' | 'paused' | 'failed' | 'cancelled', detail: string | null): Promise<void> {
    const { db } = this.deps;
    // After a failed write, start afresh: what it could not store is lost with it.
    await this.chain.catch(() => {});
    this.chain = Promise.resolve();
    this.batch = [];
    if (status === 'cancelled') await db.chatToolCall.updateMany({ where: { turnId: this.turn.id, status: 'planned' }, data: { status: 'cancelled' } });
    this.turn = await db.chatTurn.update({
      where: { id: this.turn.id },
      data: { status, detail, endedAt: status === 'paused' ? null : new Date() },
    });
    await this.emit(
      { event: 'usage', data: { ...this.ids(), prompt_tokens: this.turn.promptTokens, completion_tokens: this.turn.completionTokens, cost_cents: Number(this.turn.costCents) } },
      { event: 'done', data: { ...this.ids(), status, detail, continue_from: status === 'paused' ? this.turn.id : null } },
    );
  }
}

interface Waiting {
  approvals: string[];
  local: ChatToolCall[];
}

/** A call's stored arguments when they are a JSON object, the only arguments a call runs with. */
function argumentsObject(stored: unknown): Record<string, unknown> | null {
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
}

/** The model's arguments: a JSON value when they parse, else the text as it wrote it (the call then fails, saying so). */
function jsonObjectOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

