import pg from 'pg';
import type { Logger } from '../logger.js';

/** The first and the longest wait before connecting again after the connection was lost. */
const BACKOFF_FIRST_MS = 100;
const BACKOFF_MAX_MS = 5_000;

/** How long closing waits for the connection to end (one caught in a partition may never answer). */
const CLOSE_WAIT_MS = 2_000;

interface Listener {
  close(): Promise<void>;
}

/** What one listener listens for: its channel, the application_name pg_stat_activity shows for it, and what it tells. */
export interface ListenOptions {
  channel: string;
  name: string;
  /** Said in the log when the connection is lost, e.g. "background work". */
  purpose: string;
  onNotify: (payload: string) => void;
  onListening: () => void;
  /** The connection was lost: notifications may be missed until onListening runs again. */
  onLost?: () => void;
}

/**
 * Holds one connection of its own (not the pool's: a LISTEN belongs to a session) doing `LISTEN
 * <channel>`, and hands each notification's payload to `onNotify`. A lost connection (the
 * database restarting, the backend terminated) is opened again with exponential backoff;
 * `onListening` runs each time it listens, so the caller can look for what was added while no
 * one listened (notifications are not kept for a session that is gone). The background work
 * runner (background.ts) and the chat channel (http/chat-socket.ts) each hold one.
 */
export function listenOn(config: pg.ClientConfig, logger: Logger, options: ListenOptions): Listener {
  const { channel, name, purpose, onNotify, onListening, onLost: lostListening } = options;
  let closed = false;
  let failing = false;
  let attempt = 0;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const current = new pg.Client({ ...config, application_name: name });
    client = current;
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      lostListening?.();
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (closed) return;
      if (!failing) logger.warn({ err: error }, `${purpose} listener lost its connection; reconnecting`);
      failing = true;
      retry = setTimeout(() => void connect(), Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt++));
      retry.unref();
    };
    current.on('error', onLost);
    current.on('end', () => onLost(new Error('the connection ended')));
    current.on('notification', (message) => onNotify(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed || lost) return;
    attempt = 0;
    if (failing) logger.info(`${purpose} listener reconnected`);
    failing = false;
    onListening();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      if (!client) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([client.end().catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
