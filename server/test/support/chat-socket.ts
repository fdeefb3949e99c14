import WebSocket from 'ws';
import type { TestApp } from './app.js';

/** A message the chat channel sends (http/chat-socket.ts). */
export type SocketMessage = { type: string } & Record<string, unknown>;
export type SocketEvent = { type: 'event'; id: string; event: string; data: Record<string, unknown> };

export interface SocketOptions {
  bearer?: string;
  /** The personal token as the subprotocol bearer.<token>, beside proctor.v1. */
  protocolToken?: string;
  cookie?: string;
  origin?: string;
  after?: number;
}

/** A client on a session's channel, every message it received kept in order. */
export interface TestSocket {
  ws: WebSocket;
  messages: SocketMessage[];
  /** The events received so far. */
  events(): SocketEvent[];
  /** Resolves with the first message (already received or to come) matching, else fails after `timeoutMs`. */
  waitFor(match: (message: SocketMessage) => boolean, timeoutMs?: number): Promise<SocketMessage>;
  /** Until the event `done` (after `afterId`, when given) arrives: the events up to it. */
  untilDone(afterId?: number): Promise<SocketEvent[]>;
  send(message: unknown): void;
  close(): Promise<void>;
}

function socketUrl(app: TestApp, sessionId: string, after?: number): string {
  return `${app.baseUrl.replace(/^http/, 'ws')}/api/v1/chat/sessions/${sessionId}/ws${after === undefined ? '' : `?after=${after}`}`;
}

function headersOf(options: SocketOptions): Record<string, string> {
  return {
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  };
}

const protocolsOf = (options: SocketOptions) => (options.protocolToken ? ['proctor.v1', `bearer.${options.protocolToken}`] : undefined);

/** Connects and waits for the channel's `ready`. */
export async function openChatSocket(app: TestApp, sessionId: string, options: SocketOptions): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(app, sessionId, options.after), protocolsOf(options), { headers: headersOf(options) });
  const messages: SocketMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()) as SocketMessage);
    for (const waiter of waiters) waiter();
  });
  const waitFor = (match: (message: SocketMessage) => boolean, timeoutMs = 10_000) =>
    new Promise<SocketMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms; received ${JSON.stringify(messages.map((message) => message.type === 'event' ? message.event : message))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  await waitFor((message) => message.type === 'ready');
  const events = () => messages.filter((message): message is SocketEvent => message.type === 'event');
  return {
    ws,
    messages,
    events,
    waitFor,
    async untilDone(afterId = 0) {
      const done = await waitFor((message) => message.type === 'event' && message.event === 'done' && Number(message.id) > afterId);
      return events().filter((event) => Number(event.id) <= Number(done.id));
    },
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** An upgrade the server refuses: its HTTP status and body (the error envelope). */
export function refusedUpgrade(app: TestApp, sessionId: string, options: SocketOptions): Promise<{ status: number; headers: Record<string, unknown>; body: { error: { code: string; message: string } } }> {
  const ws = new WebSocket(socketUrl(app, sessionId, options.after), protocolsOf(options), { headers: headersOf(options) });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(body) as { error: { code: string; message: string } } }));
    });
    ws.once('error', (error) => reject(error));
  });
}

/** The events' names, message deltas folded into one (as chat.ts names). */
export const eventNames = (events: SocketEvent[]) => events.map((event) => event.event).filter((name, index, all) => name !== 'message_delta' || all[index - 1] !== 'message_delta');
