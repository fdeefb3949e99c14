import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';

/** The `_meta` field of a tools/call in which a client may give its own Idempotency-Key. */
export const CLIENT_KEY_META = 'proctor/idempotency_key';

/**
 * How long an HTTP client that gives nothing stable is taken to be retrying: a call alike in
 * JSON-RPC id, tool and arguments within the same window is the same call.
 */
export const RETRY_WINDOW_MS = 10 * 60_000;

export interface CallIdentity {
  /**
   * What stays the same across one client's retries and differs between clients: `proctor mcp`'s
   * own process id (one stdio connection, one client), else the Mcp-Session-Id the client sends,
   * else the retry window it calls in.
   */
  scope: string;
  requestId: string | number;
  tool: string;
  args: unknown;
  /** The client's own key (`_meta["proctor/idempotency_key"]`), when it gives one. */
  clientKey: unknown;
}

/**
 * The Idempotency-Key of a tools/call. A client's own key is used as it is (checked as the
 * header is: 400 for a bad one). Otherwise a retry is the same message sent again by the same
 * client: the same JSON-RPC id, tool and arguments (canonical JSON, so key order does not matter)
 * in the same scope; the id alone would not do, as every client counts its ids from 0, and a
 * client may reuse an id once its call is answered. Hashed, so the key is short and reveals nothing.
 */
export function idempotencyKeyOf(call: CallIdentity): string {
  if (call.clientKey !== undefined) return typeof call.clientKey === 'string' ? call.clientKey : '';
  const digest = createHash('sha256').update(canonicalize([call.scope, call.requestId, call.tool, call.args ?? {}])).digest('base64url');
  return `mcp-${digest}`;
}

/** The scope of an HTTP call: the client's session id when it sends one, else the retry window of `now`. */
export function httpScope(sessionId: string | undefined, now = Date.now()): string {
  return sessionId ? `session:${sessionId}` : `window:${Math.floor(now / RETRY_WINDOW_MS)}`;
}
