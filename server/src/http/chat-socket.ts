import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express, NextFunction, Request, Response } from 'express';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import { connectionOptions, databaseTimeouts } from '../db/timeouts.js';
import { callerFromBearer, callerFromSession, type UserCaller } from '../domain/auth/caller.js';
import type { AuditContext } from '../domain/audit/record.js';
import { decideChatApproval } from '../domain/chat/approvals.js';
import { CHAT_CHANNEL, eventsAfter, nextSeq, requestCancel, ZChatNotificationSchema } from '../domain/chat/events.js';
import { getSession } from '../domain/chat/sessions.js';
import { openTurn, stopRunningTurn } from '../domain/chat/turn.js';
import { DomainError } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { toApprovalResponse } from '../routers/approvals/approval.types.js';
import { ZDecideChatApprovalRequestSchema } from '../routers/chat/decide-approval.types.js';
import { ZChatTurnRequestSchema } from '../routers/chat/turn.types.js';
import { MEMBERS } from '../trpc/access.js';
import { personRefusal } from '../trpc/auth.js';
import { decideChatApprovalMeta } from '../routers/chat/decide-approval.types.js';
import type { AppDeps } from '../trpc/context.js';
import { ApiError, toApiError } from '../trpc/errors.js';
import type { StreamSlots } from '../trpc/stream-slots.js';
import { API_PREFIX } from '../trpc/api-path.js';
import { listenOn } from '../worker/listener.js';
import { answerOnSocket } from './client-error.js';
import type { InFlight } from './in-flight.js';
import { checkSameOrigin, readSessionCookie } from './session-cookie.js';

/** The subprotocol every client names; a personal token rides beside it as `bearer.<token>` (browsers cannot set Authorization on a WebSocket). */
export const CHAT_SUBPROTOCOL = 'proctor.v1';
const BEARER_SUBPROTOCOL = 'bearer.';

/** The application_name of the chat channel's LISTEN connection, which pg_stat_activity shows. */
export const CHAT_LISTENER_NAME = 'proctor_chat_listener';

/** Events read from chat_events per query while a client catches up. */
const READ_PAGE = 500;

/**
 * What a client may have unsent before it is dropped (1013, "try again later"): a client that
 * reads slower than the turn writes would hold the server's memory; it reconnects with ?after=.
 */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

const SOCKET_PATH = new RegExp(`^${API_PREFIX}/v1/chat/sessions/([^/]{1,128})/ws$`);

/**
 * The channel's path asked without an upgrade (a plain GET, curl): 426, saying what it is,
 * rather than a 404 for a path the documentation names.
 */
export function upgradeRequired(req: Request, _res: Response, next: NextFunction): void {
  if (!SOCKET_PATH.test(req.path)) return next();
  next(
    new ApiError('invalid_request', `${req.path} is a WebSocket: connect with "Upgrade: websocket" and the subprotocol ${CHAT_SUBPROTOCOL} (docs/chat.md, WebSocket channel)`, {
      status: 426,
      headers: { Upgrade: 'websocket' },
    }),
  );
}

const ZClientMessageSchema = z.discriminatedUnion('type', [
  ZChatTurnRequestSchema.omit({ session_id: true }).extend({ type: z.literal('turn') }),
  z.strictObject({ type: z.literal('cancel') }),
  z.strictObject({
    type: z.enum(['approve', 'reject']),
    approval_id: ZDecideChatApprovalRequestSchema.shape.id,
    note: ZDecideChatApprovalRequestSchema.shape.note,
  }),
]);
type ClientMessage = z.infer<typeof ZClientMessageSchema>;

/** One client on a session: its own place in the session's events, read from chat_events and sent in order. */
class Subscriber {
  /** The last event sent (or, before any, the one it resumes after); null until the backlog's start is known. */
  cursor: number | null = null;
  private pumping = false;
  private again = false;
  alive = true;
  /** Its messages are handled one at a time, in order. */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly sessionId: string,
    readonly caller: UserCaller,
    readonly requestId: string,
    private readonly deps: AppDeps,
  ) {}

  send(message: Record<string, unknown>): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1013, 'Reading too slowly: reconnect with ?after=<the last event id>');
      return;
    }
    this.socket.send(JSON.stringify(message));
  }

  /**
   * Sends every stored event after the cursor, in order. Called on each notification for the
   * session (and once the cursor is known): a call while one reads makes it read again, so no
   * event is left behind, and the cursor only moves forward, so none is sent twice.
   */
  async pump(): Promise<void> {
    if (this.cursor === null) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        for (;;) {
          if (this.socket.readyState !== this.socket.OPEN) return;
          const events = await eventsAfter(this.deps.db.prisma, this.sessionId, this.cursor, { limit: READ_PAGE });
          for (const { seq, turnId: _turn, event, data } of events) {
            this.send({ type: 'event', id: String(seq), event, data });
            this.cursor = seq;
          }
          if (events.length < READ_PAGE) break;
        }
      } while (this.again);
    } catch (error) {
      this.deps.logger.warn({ err: error, chat_session_id: this.sessionId }, 'chat socket could not read the session\'s events');
      this.socket.close(1011, 'Could not read the session\'s events: reconnect with ?after=<the last event id>');
    } finally {
      this.pumping = false;
    }
  }
}

/**
 * GET /api/v1/chat/sessions/{id}/ws (docs/chat.md, "WebSocket channel"): every client on a session
 * receives every event of its turns, whoever started them and on whichever instance they run.
 * Turns store their events before anything else sees them (domain/chat/events.ts) and notify
 * CHAT_CHANNEL with ids only; this instance's one LISTEN connection for chat hears it and each
 * local client on that session reads what is new from chat_events. The upgrade is authenticated
 * before the handshake, refusals answered as plain HTTP in the one error envelope.
 */
export function attachChatSockets(server: Server, app: Express, deps: AppDeps, inFlight: InFlight, streams: StreamSlots): void {
  const { config, logger, db } = deps;
  const sessions = new Map<string, Set<Subscriber>>();
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: config.PROCTOR_MAX_BODY_BYTES,
    // The client offered proctor.v1 (checked before the upgrade): that, never the bearer token, is echoed.
    handleProtocols: (offered) => (offered.has(CHAT_SUBPROTOCOL) ? CHAT_SUBPROTOCOL : false),
  });
  // One connection per instance, opened with the app: a cancel for a turn this instance drives
  // must reach it whether or not a socket is open here (the turn may have come over REST).
  const listener = listenOn({ connectionString: db.url, ...connectionOptions(databaseTimeouts(config)) }, logger, {
    channel: CHAT_CHANNEL,
    name: CHAT_LISTENER_NAME,
    purpose: 'chat channel',
    onNotify: (payload) => {
      const parsed = ZChatNotificationSchema.safeParse(safeJson(payload));
      if (!parsed.success) return;
      if ('cancel_turn_id' in parsed.data) stopRunningTurn(db.prisma, parsed.data.cancel_turn_id);
      else for (const subscriber of sessions.get(parsed.data.session_id) ?? []) void subscriber.pump();
    },
    // Notifications sent while no one listened are gone: every client reads what it missed.
    onListening: () => {
      for (const subscribers of sessions.values()) for (const subscriber of subscribers) void subscriber.pump();
    },
  });

  const heartbeat = setInterval(() => {
    for (const subscribers of sessions.values()) {
      for (const subscriber of subscribers) {
        if (!subscriber.alive) {
          subscriber.socket.terminate();
          continue;
        }
        subscriber.alive = false;
        subscriber.socket.ping();
      }
    }
  }, config.PROCTOR_STREAM_PING_MS);
  heartbeat.unref();

  inFlight.streamsClosing.addEventListener(
    'abort',
    () => {
      clearInterval(heartbeat);
      for (const subscribers of sessions.values()) for (const subscriber of subscribers) subscriber.socket.close(1001, 'The server is shutting down: reconnect with ?after=<the last event id>');
      void inFlight.track(listener.close());
    },
    { once: true },
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const requestId = newId('req');
    socket.on('error', () => socket.destroy());
    void inFlight.track(
      admit(req, requestId).then(
        (admitted) => {
          if (inFlight.streamsClosing.aborted) {
            admitted.leave();
            return refuse(socket, requestId, new ApiError('service_unavailable', 'The server is shutting down; retry shortly', { headers: { 'Retry-After': '5' } }));
          }
          // Also when the handshake itself fails (ws answers it and destroys the socket): the places come back.
          socket.once('close', admitted.leave);
          wss.handleUpgrade(req, socket, head, (ws) => void connected(ws, admitted, requestId));
        },
        (error: unknown) => refuse(socket, requestId, error),
      ),
    );
  });

  function refuse(socket: Duplex, requestId: string, cause: unknown): void {
    const { error, internal } = toApiError(cause);
    if (internal) logger.error({ err: cause, request_id: requestId }, 'chat socket upgrade failed');
    const envelope = { error: { code: error.code, message: error.message, request_id: requestId, ...(error.details ? { details: error.details } : {}) } };
    answerOnSocket(socket, error.status, envelope, error.headers);
  }

  interface Admitted {
    caller: UserCaller;
    sessionId: string;
    after: number | null;
    leave: () => void;
  }

  /** Every check of the upgrade, before the handshake: the path, the credential, the session, the query, a stream slot. */
  async function admit(req: IncomingMessage, requestId: string): Promise<Admitted> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = SOCKET_PATH.exec(url.pathname);
    if (!match) throw new ApiError('not_found', `No WebSocket at ${url.pathname}: the chat channel is GET ${API_PREFIX}/v1/chat/sessions/{id}/ws`);
    if (req.method !== 'GET') throw new ApiError('method_not_allowed', 'A WebSocket upgrade is a GET');
    const caller = await callerOf(req);
    const session = await getSession(db.prisma, caller, decodeURIComponent(match[1]!));
    const afterParam = url.searchParams.get('after');
    if (afterParam !== null && !/^\d{1,15}$/.test(afterParam)) {
      throw new DomainError('invalid_request', 'after must be the id of the last event received (a whole number, 0 for the whole session)');
    }
    const ended = new AbortController();
    // The places are given back when `ended` aborts: the socket closed, or the upgrade refused after all.
    streams.take(caller, ended.signal);
    logger.debug({ request_id: requestId, chat_session_id: session.id }, 'chat socket admitted');
    return { caller, sessionId: session.id, after: afterParam === null ? null : Number(afterParam), leave: () => ended.abort() };
  }

  /**
   * The person behind the upgrade: a personal token in `Authorization: Bearer` or as the
   * subprotocol `bearer.<token>` beside proctor.v1, else the session cookie, which must come
   * from our own origin (a page elsewhere could otherwise open a socket in the person's name:
   * browsers send cookies on cross-site WebSocket handshakes and apply no CORS to them).
   */
  async function callerOf(req: IncomingMessage): Promise<UserCaller> {
    const offered = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((value) => value.trim()).filter(Boolean);
    if (offered.length && !offered.includes(CHAT_SUBPROTOCOL)) {
      throw new DomainError('invalid_request', `Sec-WebSocket-Protocol must include ${CHAT_SUBPROTOCOL}`);
    }
    const fromProtocol = offered.find((value) => value.startsWith(BEARER_SUBPROTOCOL))?.slice(BEARER_SUBPROTOCOL.length);
    const authorization = req.headers.authorization;
    let caller;
    if (authorization !== undefined || fromProtocol !== undefined) {
      const secret = authorization !== undefined ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : fromProtocol;
      if (!secret) throw new DomainError('unauthorized', 'The Authorization header must be "Bearer <personal access token>"');
      caller = await callerFromBearer(db.prisma, secret);
    } else {
      const cookie = readSessionCookie(req as Request);
      if (!cookie) throw new DomainError('unauthorized', `Missing credential: send "Authorization: Bearer <personal access token>", the subprotocol ${BEARER_SUBPROTOCOL}<token>, or sign in`);
      // The express request's prototype gives the upgrade request what the origin rule reads (its protocol and host, through the app's trust proxy setting), as express does for every request.
      Object.setPrototypeOf(req, app.request);
      const refusal = checkSameOrigin(req as Request, config, true);
      if (refusal) throw new ApiError('forbidden', refusal);
      caller = await callerFromSession(db.prisma, cookie);
    }
    if (caller.kind === 'agent' || caller.kind === 'device') {
      throw new ApiError('forbidden', 'The chat channel accepts a browser session or a personal access token, not an agent key or a device token');
    }
    return caller;
  }

  async function connected(socket: WebSocket, admitted: Admitted, requestId: string): Promise<void> {
    const subscriber = new Subscriber(socket, admitted.sessionId, admitted.caller, requestId, deps);
    // Subscribed first, then the backlog's start read: an event stored meanwhile is read by the pump, never lost.
    let subscribers = sessions.get(admitted.sessionId);
    if (!subscribers) sessions.set(admitted.sessionId, (subscribers = new Set()));
    subscribers.add(subscriber);
    socket.on('pong', () => (subscriber.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      admitted.leave();
      subscribers.delete(subscriber);
      if (!subscribers.size && sessions.get(admitted.sessionId) === subscribers) sessions.delete(admitted.sessionId);
    });
    socket.on('message', (raw, isBinary) => {
      subscriber.queue = subscriber.queue.then(() => handle(subscriber, raw, isBinary)).catch((error: unknown) => replyError(subscriber, error));
    });
    try {
      subscriber.cursor = admitted.after ?? (await nextSeq(db.prisma, admitted.sessionId)) - 1;
    } catch (error) {
      logger.warn({ err: error, request_id: requestId }, 'chat socket could not read the session');
      socket.close(1011, 'Could not read the session: reconnect');
      return;
    }
    subscriber.send({ type: 'ready', session_id: admitted.sessionId, after: String(subscriber.cursor) });
    await subscriber.pump();
  }

  function replyError(subscriber: Subscriber, cause: unknown): void {
    const { error, internal } = toApiError(cause);
    if (internal) logger.error({ err: cause, request_id: subscriber.requestId }, 'chat socket message failed');
    subscriber.send({ type: 'error', code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
  }

  async function handle(subscriber: Subscriber, raw: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) throw new DomainError('invalid_request', 'Send text messages of JSON');
    const json = safeJson(raw.toString());
    if (json === undefined) throw new DomainError('invalid_request', 'The message is not JSON');
    const message = ZClientMessageSchema.parse(json);
    const audit: AuditContext = { actor: { type: 'user', id: subscriber.caller.userId }, requestId: newId('req') };
    await act(subscriber, message, audit);
  }

  async function act(subscriber: Subscriber, message: ClientMessage, audit: AuditContext): Promise<void> {
    const { caller, sessionId } = subscriber;
    if (message.type === 'turn') {
      // The turn belongs to the session, not to this socket: it runs to its end whoever leaves
      // (others may be listening), and stops only for a cancel or the server shutting down.
      const events = await openTurn(
        { db: db.prisma, config, logger },
        caller,
        { sessionId, message: message.message, model: message.model, continueFrom: message.continue_from, toolResults: message.tool_results, localTools: message.local_tools },
        { signal: inFlight.streamsClosing, audit },
      );
      void inFlight.track(
        (async () => {
          for await (const _event of events) {
            // Every client reads the events from chat_events on their notification; this only drives the turn.
          }
        })(),
      );
      return;
    }
    if (message.type === 'cancel') {
      const session = await getSession(db.prisma, caller, sessionId);
      if (!session.activeTurnId || !session.activeUntil || session.activeUntil < new Date()) {
        throw new DomainError('conflict', 'No turn is running on this session: there is nothing to cancel');
      }
      // Heard by every instance, this one too: the one driving the turn stops it.
      await requestCancel(db.prisma, session.activeTurnId);
      return;
    }
    const refusal = personRefusal(caller, decideChatApprovalMeta.auth ?? MEMBERS);
    if (refusal) throw new ApiError('forbidden', refusal);
    const { approval, request, toolCall } = await decideChatApproval(db.prisma, logger, config, caller, message.approval_id, { decision: message.type, note: message.note }, audit);
    subscriber.send({
      type: 'decided',
      approval: toApprovalResponse(approval, request ? { ...request, approval: { id: approval.id } } : null),
      session_id: toolCall.sessionId,
      tool_call_id: toolCall.id,
      continue_from: toolCall.turnId,
    });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
