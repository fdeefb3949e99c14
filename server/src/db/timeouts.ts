import type pg from 'pg';
import type { Config } from '../config.js';

/**
 * How long the server waits on PostgreSQL, so that neither a request nor a background task hangs
 * on it. A stopped database refuses connections at once; a network partition answers nothing,
 * and without these a statement sent into one would wait for the operating system to give up on
 * the connection (with no keepalive, never).
 */
export interface DatabaseTimeouts {
  /** Connecting (TCP, TLS and authentication), and waiting for a free connection of the pool. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (`statement_timeout`, lock waits included). */
  statementMs: number;
  /** PostgreSQL ends a session idle inside a transaction longer, releasing its locks. */
  idleInTransactionMs: number;
}

/**
 * How much longer than `statementMs` the driver waits for an answer. Past `statementMs`,
 * PostgreSQL cancels the statement itself and the connection stays sound; no answer by the end
 * of this grace means the connection is lost (a partition), and it is closed (client.ts).
 */
const ANSWER_GRACE_MS = 1_000;
/** TCP keepalive probes an idle connection after this long, so a dead peer is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * node-postgres options for `timeouts`. The two PostgreSQL settings go in the startup message of
 * each connection, so they cost no statement; the driver's deadline is a timer per statement.
 */
export function connectionOptions(timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.statementMs + ANSWER_GRACE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
}

/** The timeouts PROCTOR_DB_*_TIMEOUT_MS configure. */
export function databaseTimeouts(config: Config): DatabaseTimeouts {
  return {
    connectMs: config.PROCTOR_DB_CONNECT_TIMEOUT_MS,
    statementMs: config.PROCTOR_DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.PROCTOR_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}
