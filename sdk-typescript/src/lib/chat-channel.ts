// Hand-written: the chat session's WebSocket channel, opened by `client.chat.connect` (chat.ts).
import { seg } from '../core/resource.js';
import type * as T from '../types.js';
import type { ChatTurnEvent } from './chat-events.js';

/** An event of the session's turns, as POST /v1/chat/turn streams it (the same names, data and ids). */
export type ChatChannelEvent = { type: 'event' } & ChatTurnEvent;

/** What the channel sends: the session's events, an error answering one of your messages, an approval you decided, and `ready` once subscribed. */
export type ChatChannelMessage =
  | ChatChannelEvent
  | { type: 'error'; code: string; message: string; details?: unknown[] }
  | ({ type: 'decided' } & T.ChatApprovalDecision)
  | { type: 'ready'; session_id: string; after: string };

export type ChatTurnMessage =
  | { message: string; model?: string; local_tools?: { name: string; description?: string; parameters?: Record<string, unknown> }[] }
  | { continue_from: string; tool_results?: { tool_call_id: string; content: string }[]; model?: string };

/** What you may send: a turn (new, or resuming a paused one), a cancel of the running turn, an approval's decision. */
export type ChatClientMessage =
  | ({ type: 'turn' } & ChatTurnMessage)
  | { type: 'cancel' }
  | { type: 'approve' | 'reject'; approval_id: string; note?: string };

export interface ChatConnectOptions {
  /** The id of the last event you received: the channel sends the stored ones after it first, then live ones. Left out: from now on. */
  after?: string | number;
}

/** The subset of the WebSocket API used here: the global one (browsers, Node 22+) and the `ws` package's alike. */
interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: { data?: unknown; code?: number; reason?: string; message?: string }) => void): void;
}

const OPEN = 1;

/**
 * A session's WebSocket channel: every event of the session's turns, whoever started them, and
 * what you send. Iterate it for the messages; the iteration ends when the socket closes.
 * A turn you start here goes on when you close (other clients may be listening): send
 * `cancel()` to stop it. To resume after a drop, connect again with `after: channel.lastEventId`.
 */
export class ChatChannel implements AsyncIterable<ChatChannelMessage> {
  /** The id of the last event received. */
  lastEventId: string | undefined;
  /** How the socket closed, once it has. */
  closed: { code: number; reason: string } | undefined;
  private readonly buffered: ChatChannelMessage[] = [];
  private wake: (() => void) | undefined;

  /** @internal */
  constructor(private readonly socket: SocketLike) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as ChatChannelMessage;
      if (message.type === 'event') this.lastEventId = message.id;
      this.buffered.push(message);
      this.wake?.();
    });
    // A failure is followed by close, which ends the iteration; listened to so that `ws` does not throw it.
    socket.addEventListener('error', () => {});
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code ?? 1005, reason: event.reason ?? '' };
      this.wake?.();
    });
  }

  send(message: ChatClientMessage): void {
    if (this.socket.readyState !== OPEN) throw new Error('The chat channel is closed: connect again (with after: lastEventId)');
    this.socket.send(JSON.stringify(message));
  }

  /** Starts a turn (`{message}`) or resumes a paused one (`{continue_from}`); its events arrive on the channel. */
  turn(body: ChatTurnMessage): void {
    this.send({ type: 'turn', ...body });
  }

  /** Cancels the session's running turn, on whichever server instance it runs. */
  cancel(): void {
    this.send({ type: 'cancel' });
  }

  approve(approvalId: string, note?: string): void {
    this.send({ type: 'approve', approval_id: approvalId, ...(note === undefined ? {} : { note }) });
  }

  reject(approvalId: string, note?: string): void {
    this.send({ type: 'reject', approval_id: approvalId, ...(note === undefined ? {} : { note }) });
  }

  close(): void {
    this.socket.close(1000);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<ChatChannelMessage> {
    for (;;) {
      const next = this.buffered.shift();
      if (next) {
        yield next;
        continue;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }
}

/** The global WebSocket when there is one, else the `ws` package (Node 20). */
async function webSocketClass(): Promise<new (url: string, protocols: string[]) => SocketLike> {
  const global = (globalThis as { WebSocket?: new (url: string, protocols: string[]) => SocketLike }).WebSocket;
  if (global) return global;
  const { WebSocket } = (await import('ws')) as unknown as { WebSocket: new (url: string, protocols: string[]) => SocketLike };
  return WebSocket;
}

/** `client.chat.connect` (chat.ts): the channel, once subscribed. */
export async function connectChannel(client: { baseURL: string; token: string | undefined; browserSession: boolean }, sessionId: string, options: ChatConnectOptions): Promise<ChatChannel> {
  const { baseURL, token, browserSession } = client;
  if (token === undefined && !browserSession) throw new Error('The chat channel needs a personal access token (token or PROCTOR_TOKEN), or browserSession in a web page');
  const url = new URL(`${baseURL}/api/v1/chat/sessions/${seg(sessionId)}/ws`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (options.after !== undefined) url.searchParams.set('after', String(options.after));
  const Socket = await webSocketClass();
  // Without a token, the browser sends its session cookie with the handshake, and its own Origin (docs/chat.md, Connecting).
  const socket = new Socket(url.toString(), token === undefined ? ['proctor.v1'] : ['proctor.v1', `bearer.${token}`]);
  const channel = new ChatChannel(socket);
  await new Promise<void>((resolve, reject) => {
    // Browsers say nothing of a refused handshake; `ws` says its status ("Unexpected server response: 404").
    let why = '';
    socket.addEventListener('error', (event) => (why = event.message ? `${event.message}: ` : ''));
    socket.addEventListener('message', () => resolve());
    socket.addEventListener('close', () =>
      reject(new Error(`The chat channel closed before it was ready (${why}a session not yours is 404, a token not valid 401, too many streams open 429)`)),
    );
  });
  return channel;
}
