import { Proctor, ProctorError } from '@proctor/sdk';

/**
 * The console's one client: the official SDK on this page's origin, signed in by the browser's
 * session cookie. Every screen talks to the public API through it, never another way.
 */
export const api = new Proctor({ baseURL: window.location.origin, browserSession: true, maxRetries: 1, timeout: 30_000 });

/** What to tell a person about a failed call: the server's message, which names the problem. */
export function errorMessage(error: unknown): string {
  if (error instanceof ProctorError) {
    if (error.kind === 'network') return 'The server could not be reached. Check that it is running, then try again.';
    // The server's message usually names each invalid field already; add those it left out.
    const details = (error.details ?? []).map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).filter((d) => !error.message.includes(d));
    return details.length > 0 ? `${error.message} (${details.join('; ')})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A call the server refused because no one is signed in (or the session ended). */
export const isSignedOut = (error: unknown) => error instanceof ProctorError && error.status === 401;

/**
 * What the server's 400 said about one field of a form (its details name fields by dotted path):
 * the messages at `field` and below it (`payload` takes `payload.csv`), or undefined.
 */
export function problemAt(error: unknown, field: string): string | undefined {
  if (!(error instanceof ProctorError)) return undefined;
  const messages = (error.details ?? []).filter((d) => d.path === field || d.path.startsWith(`${field}.`)).map((d) => (d.path === field ? d.message : `${d.path}: ${d.message}`));
  return messages.length > 0 ? messages.join('; ') : undefined;
}
