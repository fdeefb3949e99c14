// Hand-written: a chat turn as one object, after openai-node's ChatCompletionStream and
// anthropic-sdk's MessageStream. The generated `Chat` resource (src/resources/chat.ts) extends
// ChatHelpers, so `client.chat.stream` (and `client.chat.connect`, the session's WebSocket channel:
// chat-channel.ts) survive `pnpm generate` (scripts/lib/emit.mjs: a resource
// whose src/lib/<name>.ts exists extends its `<Class>Helpers`); `client.chat.turn` stays the bare
// event stream.
import { APIResource } from '../core/resource.js';
import { ProctorError } from '../core/errors.js';
import type { RequestOptions } from '../core/http.js';
import type { Stream } from '../core/streaming.js';
import { connectChannel, type ChatChannel, type ChatConnectOptions } from './chat-channel.js';
import type { ChatTurnEvent, ChatTurnEvents } from './chat-events.js';
import type * as T from '../types.js';

/** The body of `POST /v1/chat/turn`. */
type TurnBody = T.RequestBody<'chat-turn'>;

export type { ChatTurnEvent, ChatTurnEvents };

/** A tool call of the turn as its events left it. */
export interface ChatTurnToolCall {
  tool_call_id: string;
  /** The operation (a governed call) or the client's tool name (a local call). */
  name: string;
  kind: 'governed' | 'local';
  arguments: T.ChatToolPlannedEvent['arguments'];
  /** planned and executing while it runs; pending: waits for an approval (or, local, for its result); then tool_done's status. */
  status: 'planned' | 'executing' | 'pending' | T.ChatToolDoneEvent['status'];
  /** What it was charged (tool_done), or the estimate a person approves (tool_pending). */
  cost_cents: number;
  service_request_id: string | null;
  /** The approval it waits for (tool_pending): decide it with `client.chat.approvals.decide`. */
  approval_id: string | null;
  reason_code: string | null;
  detail: string | null;
  artifact_id: string | null;
}

/** What a turn came to: {@link ChatTurnStream.finalMessage}. */
export interface ChatTurnResult {
  turn_id: string;
  status: T.ChatDoneEvent['status'];
  detail: string | null;
  /** A paused turn: what {@link ChatTurnStream.continue} sends. */
  continue_from: string | null;
  /** The last round's assistant message (cmsg_…); null when the turn ended before one was whole. */
  message_id: string | null;
  /** The last round's assistant text: its `message` event, else what its deltas wrote. */
  content: string;
  /** Every tool call of the turn seen by this stream and the streams it continues, in the order planned. */
  tool_calls: ChatTurnToolCall[];
  /** The local calls the turn waits for (local_tools_pending): run them and `continue({tool_results})`. */
  local_calls: T.ChatLocalToolsPendingEvent['calls'];
  /** The turn's last `usage`: its tokens and cost so far. */
  usage: T.ChatUsageEvent | null;
}

/** What {@link ChatTurnStream.continue} sends besides the session and continue_from. */
export type ChatContinueParams = Pick<TurnBody, 'tool_results' | 'model' | 'local_tools'>;

type Listener<Name extends keyof ChatTurnEvents> = (data: ChatTurnEvents[Name], event: Extract<ChatTurnEvent, { event: Name }>) => void;

interface Carried {
  toolCalls: Map<string, ChatTurnToolCall>;
  usage: T.ChatUsageEvent | null;
}

/**
 * One chat turn: iterate it with `for await` for its typed events, or await
 * {@link finalMessage} (which reads what is left), or both. A paused turn goes on with
 * {@link continue}; {@link abort} (or the call's `signal`) closes the connection, and the server
 * then ends the turn `cancelled`.
 *
 * ```ts
 * const turn = client.chat.stream({ session_id, message: 'call data.csv_parse {"csv": "a,b\\n1,2"}' });
 * turn.on('message_delta', (d) => process.stdout.write(d.text));
 * let result = await turn.finalMessage();
 * if (result.status === 'paused') { ...decide the approvals...; result = await turn.continue().finalMessage(); }
 * ```
 */
export class ChatTurnStream implements AsyncIterable<ChatTurnEvent> {
  readonly #chat: ChatHelpers;
  readonly #body: TurnBody;
  readonly #options: RequestOptions | undefined;
  readonly #stream: Stream<ChatTurnEvent>;
  readonly #listeners = new Map<string, Array<(data: unknown, event: ChatTurnEvent) => void>>();
  readonly #toolCalls: Map<string, ChatTurnToolCall>;
  readonly #localCalls: T.ChatLocalToolsPendingEvent['calls'] = [];
  #usage: T.ChatUsageEvent | null;
  #turnId: string | undefined;
  #messageId: string | null = null;
  #content = '';
  #done: T.ChatDoneEvent | undefined;
  #aborted = false;
  #started = false;
  readonly #result: Promise<ChatTurnResult>;
  #settle!: { resolve: (result: ChatTurnResult) => void; reject: (error: unknown) => void };

  /** @internal Made by `client.chat.stream` and {@link continue}. */
  constructor(chat: ChatHelpers, stream: Stream<ChatTurnEvent>, body: TurnBody, options: RequestOptions | undefined, carried?: Carried) {
    this.#chat = chat;
    this.#stream = stream;
    this.#body = body;
    this.#options = options;
    // A continued turn keeps the calls and usage of the part before its pause.
    this.#toolCalls = new Map([...(carried?.toolCalls ?? new Map<string, ChatTurnToolCall>())].map(([id, c]) => [id, { ...c }]));
    this.#usage = carried?.usage ?? null;
    this.#turnId = body.continue_from;
    this.#result = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    // Awaited or not, a failure is the iteration's to throw; this only keeps it from being unhandled.
    this.#result.catch(() => undefined);
  }

  /** The id of the last event received (sent as Last-Event-ID to resume). */
  get lastEventId(): string | undefined {
    return this.#stream.lastEventId;
  }

  /** Calls `fn` with each event of that name as it is read (by a `for await` or by {@link finalMessage}). */
  on<Name extends keyof ChatTurnEvents>(name: Name, fn: Listener<Name>): this {
    const list = this.#listeners.get(name) ?? [];
    list.push(fn as (data: unknown, event: ChatTurnEvent) => void);
    this.#listeners.set(name, list);
    return this;
  }

  /** Closes the connection: the iteration ends, the server cancels the turn, {@link finalMessage} answers it `cancelled`. */
  abort(): void {
    this.#aborted = true;
    this.#stream.abort();
  }

  [Symbol.asyncIterator](): AsyncIterator<ChatTurnEvent> {
    if (this.#started) throw new Error('A ChatTurnStream can be iterated once (finalMessage() reads it too)');
    this.#started = true;
    return this.#read();
  }

  /** Reads the turn to its end (unless a `for await` already does) and answers what it came to. */
  finalMessage(): Promise<ChatTurnResult> {
    if (!this.#started) {
      this.#started = true;
      void (async () => {
        try {
          for await (const _ of this.#read());
        } catch {
          // #read settled the result with it
        }
      })();
    }
    return this.#result;
  }

  /**
   * Resumes the paused turn: sends `{session_id, continue_from, ...params}` once its approvals are
   * decided (`client.chat.approvals.decide`) or, for `local_calls`, with their `tool_results`.
   * The answer is the turn's next stream; its {@link finalMessage} carries this one's tool calls.
   */
  continue(params: ChatContinueParams = {}, options: RequestOptions | undefined = this.#options): ChatTurnStream {
    if (this.#done?.status !== 'paused' || !this.#done.continue_from) {
      throw new Error(`continue() needs a paused turn; this one is ${this.#done ? this.#done.status : 'not over yet (await finalMessage() first)'}`);
    }
    const { session_id } = this.#body;
    // A Last-Event-ID given to resume this stream names none of the next one's events.
    const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'last-event-id'));
    return this.#chat._turnStream({ session_id, continue_from: this.#done.continue_from, ...params }, { ...options, headers }, { toolCalls: this.#toolCalls, usage: this.#usage });
  }

  async *#read(): AsyncGenerator<ChatTurnEvent> {
    try {
      for await (const event of this.#stream) {
        this.#take(event);
        for (const fn of this.#listeners.get(event.event) ?? []) fn(event.data, event);
        yield event;
      }
      if (!this.#done && !this.#aborted && !this.#options?.signal?.aborted) {
        throw new ProctorError({ kind: 'invalid_response', message: 'POST /api/v1/chat/turn: the stream ended before its done event', attempts: 1 });
      }
    } catch (error) {
      this.#settle.reject(error);
      throw error;
    } finally {
      // Also reached when the loop's body breaks out: the connection closes, the server cancels the turn.
      if (!this.#done) {
        this.#aborted = true;
        this.#stream.abort();
      }
      // After a rejection, this changes nothing.
      this.#settle.resolve(this.#final());
    }
  }

  #take(event: ChatTurnEvent): void {
    this.#turnId = event.data.turn_id;
    const call = (id: string) => this.#toolCalls.get(id);
    switch (event.event) {
      case 'model':
        this.#content = '';
        this.#messageId = null;
        break;
      case 'message_delta':
        this.#content += event.data.text;
        break;
      case 'message':
        this.#content = event.data.content;
        this.#messageId = event.data.message_id;
        break;
      case 'tool_planned': {
        const { tool_call_id, name, kind, arguments: args } = event.data;
        this.#toolCalls.set(tool_call_id, {
          tool_call_id,
          name,
          kind,
          arguments: args,
          status: 'planned',
          cost_cents: 0,
          service_request_id: null,
          approval_id: null,
          reason_code: null,
          detail: null,
          artifact_id: null,
        });
        break;
      }
      case 'tool_executing': {
        const c = call(event.data.tool_call_id);
        if (c) c.status = 'executing';
        break;
      }
      case 'tool_pending': {
        const c = call(event.data.tool_call_id);
        if (c) Object.assign(c, { status: 'pending', approval_id: event.data.approval_id, service_request_id: event.data.service_request_id, cost_cents: event.data.cost_cents });
        break;
      }
      case 'tool_done': {
        const { status, reason_code, detail, cost_cents, service_request_id, artifact_id } = event.data;
        const c = call(event.data.tool_call_id);
        if (c) Object.assign(c, { status, reason_code, detail, cost_cents, service_request_id, artifact_id });
        break;
      }
      case 'local_tools_pending':
        this.#localCalls.push(...event.data.calls);
        for (const { tool_call_id } of event.data.calls) {
          const c = call(tool_call_id);
          if (c) c.status = 'pending';
        }
        break;
      case 'usage':
        this.#usage = event.data;
        break;
      case 'done':
        this.#done = event.data;
        break;
      default:
        break;
    }
  }

  #final(): ChatTurnResult {
    const done = this.#done;
    return {
      turn_id: done?.turn_id ?? this.#turnId ?? '',
      // Closing the connection is how a client cancels a turn (the turn's description).
      status: done?.status ?? 'cancelled',
      detail: done ? done.detail : 'aborted by the client',
      continue_from: done?.continue_from ?? null,
      message_id: this.#messageId,
      content: this.#content,
      tool_calls: [...this.#toolCalls.values()].map((c) => ({ ...c })),
      local_calls: [...this.#localCalls],
      usage: this.#usage,
    };
  }
}

/** What `client.chat` adds to its generated methods. */
export abstract class ChatHelpers extends APIResource {
  /**
   * One chat turn as a {@link ChatTurnStream}: its typed events, `finalMessage()`, `continue()` once
   * paused, `abort()`. The same request as `client.chat.turn(body)`, which answers the bare events.
   */
  stream(body: TurnBody, options?: RequestOptions): ChatTurnStream {
    return this._turnStream(body, options);
  }

  /**
   * Opens the session's WebSocket channel (`GET /api/v1/chat/sessions/{id}/ws`) with the
   * client's personal token, sent as the subprotocol `bearer.<token>` beside `proctor.v1`
   * (browsers cannot set headers on a WebSocket), or, with `browserSession`, the page's session
   * cookie (the page must be on the server's own origin). Resolves once the channel is subscribed.
   *
   * ```ts
   * const channel = await client.chat.connect(session.id);
   * channel.turn({ message: 'Parse this CSV' });
   * for await (const message of channel) {
   *   if (message.type === 'event' && message.event === 'done') break;
   * }
   * channel.close();
   * ```
   */
  connect(sessionId: string, options: ChatConnectOptions = {}): Promise<ChatChannel> {
    return connectChannel(this._client, sessionId, options);
  }

  /** The generated `POST /v1/chat/turn` (src/resources/chat.ts): the request, its path and credentials. */
  abstract turn(body: TurnBody, options?: RequestOptions): Stream<ChatTurnEvent>;

  /** @internal */
  _turnStream(body: TurnBody, options: RequestOptions | undefined, carried?: Carried): ChatTurnStream {
    return new ChatTurnStream(this, this.turn(body, options), body, options, carried);
  }
}
