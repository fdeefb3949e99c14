import pg from 'pg';
import type { Logger } from '../logger.js';
import { WORK_CHANNEL } from './nudge.js';

/** The application_name of the listening connection, which pg_stat_activity shows. */
export const LISTENER_NAME = 'proctor_work_listener';

/** The first and the longest wait before connecting again after the connection was lost. */
const BACKOFF_FIRST_MS = 100;
const BACKOFF_MAX_MS = 5_000;

/** How long closing waits for the connection to end (one caught in a partition may never answer). */
const CLOSE_WAIT_MS = 2_000;

interface WorkListener {
  close(): Promise<void>;
}

/**
 * Holds one connection of its own (not the pool's: a LISTEN belongs to a session) doing
 * `LISTEN proctor_work`, and hands each notification's payload to `onNudge`. A lost connection
 * (the database restarting, the backend terminated) is opened again with exponential backoff;
 * `onListening` runs each time it listens, so the caller can look for what was added while no
 * one listened (notifications are not kept for a session that is gone).
 */
export function listenForWork(
  config: pg.ClientConfig,
  logger: Logger,
  onNudge: (payload: string) => void,
  onListening: () => void,
): WorkListener {
  let closed = false;
  let failing = false;
  let attempt = 0;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const current = new pg.Client({ ...config, application_name: LISTENER_NAME });
    client = current;
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (closed) return;
      if (!failing) logger.warn({ err: error }, 'background work listener lost its connection; reconnecting (the fallback polls meanwhile)');
      failing = true;
      retry = setTimeout(() => void connect(), Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt++));
      retry.unref();
    };
    current.on('error', onLost);
    current.on('end', () => onLost(new Error('the connection ended')));
    current.on('notification', (message) => onNudge(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${WORK_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed || lost) return;
    attempt = 0;
    if (failing) logger.info('background work listener reconnected');
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
