// GENERATED FILE, DO NOT EDIT. The `chat` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type { Stream, StreamEvent } from '../core/streaming.js';
import type * as T from '../types.js';
import { ChatHelpers } from '../lib/chat.js';

export type ChatApprovalDecideParams = T.RequestBody<'chat-decideApproval'>;
export type ChatSessionListParams = T.QueryParams<'chat-listSessions'>;
export type ChatSessionCreateParams = T.RequestBody<'chat-createSession'>;
export type ChatSessionCloseParams = T.QueryParams<'chat-closeSession'>;
export type ChatTurnParams = T.RequestBody<'chat-turn'>;

/**
 * `client.chat.approvals`
 */
export class ChatApprovals extends APIResource {
  /**
   * Approve or reject a tool call a chat turn paused on
   *
   * Decides the approval of a chat tool call (the tool_pending event's approval_id) exactly as POST /api/v1/approvals/{id}/approve or /reject would: approving re-checks the budgets and executes the call now, once; rejecting ends it blocked with approval_rejected. The answer names the paused turn to resume with continue_from: the model then reads the call's outcome. The same people decide as for any approval (admins and owners). An approval no chat call waits for is 404; one already decided or expired is 409. Audited as `approval.approved` or `approval.rejected`.
   *
   * `POST /api/v1/chat/approvals/{id}`
   */
  decide(id: string, body: ChatApprovalDecideParams, options?: RequestOptions): APIPromise<T.ChatApprovalDecision> {
    return this._client.request({ method: 'POST', path: `/v1/chat/approvals/${seg(id)}`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.chat.artifacts`
 */
export class ChatArtifacts extends APIResource {
  /**
   * Download a file a chat turn produced
   *
   * The artifact's bytes with its content type and `Content-Disposition: attachment` under its name: a tool result too large to hand the model whole (`application/json`, the `tool_done` event's artifact_id), kept whole. At most 8 MiB. Only the person whose session made it downloads it; anyone else, in the organization or not, gets 404.
   *
   * `GET /api/v1/chat/artifacts/{id}`
   */
  download(id: string, options?: RequestOptions): APIPromise<Response> {
    return this._client.requestFile({ method: 'GET', path: `/v1/chat/artifacts/${seg(id)}`, accept: 'application/json, text/csv, text/plain, application/json', security: ['sessionCookie', 'personalToken'] }, options);
  }
}

/**
 * `client.chat.sessions`
 */
export class ChatSessions extends APIResource {
  /**
   * Close a chat session
   *
   * Soft-deletes the session named by `session_id`: it is kept, read by GET /api/v1/chat/sessions/{id}, and takes no more turns (409). A turn answering now finishes. Closing a closed session changes nothing. Audited as `chat_session.closed`.
   *
   * `DELETE /api/v1/chat/sessions`
   */
  close(query: ChatSessionCloseParams, options?: RequestOptions): APIPromise<T.ChatSession> {
    return this._client.request({ method: 'DELETE', path: '/v1/chat/sessions', query, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Open a chat session with an agent
   *
   * A session belongs to the person who opens it: only they list, read, talk in and close it; anyone else gets 404. Its turns (POST /api/v1/chat/turn) offer the model the agent's enabled bindings as tools, each call dispatched through the pipeline as the agent, in the session's mode (test by default: the sandbox, no money moves). Without agent_id the session makes an agent of its own, `chat_owned`: left out of GET /api/v1/agents and never deleted, its bindings set like any agent's (POST /api/v1/agents/{id}/services). A person keeps at most 1000 open sessions (one more is 409). Another organization's agent is 404. Audited as `chat_session.created`.
   *
   * `POST /api/v1/chat/sessions`
   */
  create(body: ChatSessionCreateParams = {}, options?: RequestOptions): APIPromise<T.ChatSession> {
    return this._client.request({ method: 'POST', path: '/v1/chat/sessions', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A chat session with its message history
   *
   * The session, its newest 500 messages oldest first (each assistant message with its tool calls, their service requests and cost), and their turns. Closed sessions are read too. Another person's session, or another organization's, is 404. Live: `GET /api/v1/chat/sessions/{id}/ws` upgrades to a WebSocket on which every client of the session receives every event of its turns, whoever started them, as `{"type": "event", "id", "event", "data"}` (the events of POST /api/v1/chat/turn, the same ids), resumes after `?after=<id>`, and sends `{"type": "turn" | "cancel" | "approve" | "reject", …}`; it takes a personal token in Authorization or as the subprotocols `proctor.v1, bearer.<token>`, or the session cookie from this server's own origin (docs/chat.md, WebSocket channel).
   *
   * `GET /api/v1/chat/sessions/{id}`
   */
  get(id: string, options?: RequestOptions): APIPromise<T.ChatSessionWithHistory> {
    return this._client.request({ method: 'GET', path: `/v1/chat/sessions/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Your chat sessions
   *
   * The caller's own open sessions (closed ones too with include_closed), oldest first (`order=desc`: newest first), a page at a time.
   *
   * `GET /api/v1/chat/sessions`
   */
  list(query: ChatSessionListParams = {}, options?: RequestOptions): PagePromise<T.ChatSession> {
    return this._client.getList('/v1/chat/sessions', query, ['sessionCookie', 'personalToken'], options);
  }
}

/**
 * `client.chat`
 */
export class Chat extends ChatHelpers {
  readonly sessions: ChatSessions = new ChatSessions(this._client);
  readonly approvals: ChatApprovals = new ChatApprovals(this._client);
  readonly artifacts: ChatArtifacts = new ChatArtifacts(this._client);

  /**
   * One chat turn, streamed as Server-Sent Events
   *
   * Sends the message and streams the answer: `model` (each model call, a round), `message_delta` and `thinking` as the model writes, `message` (the round's whole assistant message), `tool_planned`, `tool_executing` and `tool_done` for each tool call, then `usage` and `done`. The model is offered the agent's enabled bindings as tools (an operation "a.b" is the tool "a__b", its payload schema as parameters); each call is dispatched through the pipeline as the agent, in the session's mode, with the Idempotency-Key `chat:<tool call id>`, so policy, budgets, approvals and the audit trail apply and a resumed turn never pays twice. A call that needs approval (or any call, in a force_approval session) emits `tool_pending` with the approval id; calls of the client's local_tools come back as one `local_tools_pending`. The turn then ends with `done` status `paused` and its `continue_from`: decide the approvals (POST /api/v1/chat/approvals/{id}), then send continue_from (with tool_results for local calls) and the turn goes on from where it paused. The model: the turn's, the session's, the agent's default_model_id, else proctor/sandbox, a deterministic sandbox model that repeats the message and plans a call for each line `call <operation> <JSON>`, free. Any other model is called through text_generation.generate, dispatched as the agent (so it must be bound to it), priced per token, at most 1024 tokens per reply; test mode answers with the same sandbox model. At most 8 model calls per turn. A tool result longer than 16000 characters of JSON is kept as an artifact (tool_done.artifact_id) and handed to the model cut. One turn at a time per session: another while one answers, or while one is paused, is 409, as is a closed session. Leaving mid-turn stops the model call, settles what it spent, lets the tool call under way finish, and ends the turn `cancelled`. Each event's id is its place in the session: sent back as Last-Event-ID with the same body, the stream replays that turn from there (and follows it while it runs) instead of starting a new one. A credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429 `rate_limited`. Errors before the stream starts (400, 401, 403, 404, 409, 429) are plain JSON; a failure once it streams ends it with an `error` event carrying the error envelope.
   *
   * `POST /api/v1/chat/turn`
   */
  turn(body: ChatTurnParams, options?: RequestOptions): Stream<StreamEvent<{ model: T.ChatModelEvent; status: T.ChatStatusEvent; thinking: T.ChatThinkingEvent; message_delta: T.ChatMessageDeltaEvent; tool_planned: T.ChatToolPlannedEvent; tool_executing: T.ChatToolExecutingEvent; tool_done: T.ChatToolDoneEvent; tool_pending: T.ChatToolPendingEvent; local_tools_pending: T.ChatLocalToolsPendingEvent; usage: T.ChatUsageEvent; message: T.ChatMessageEvent; done: T.ChatDoneEvent }>> {
    return this._client.stream({ method: 'POST', path: '/v1/chat/turn', body, security: ['sessionCookie', 'personalToken'] }, options);
  }
}
