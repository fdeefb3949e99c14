import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AdapterOutcome } from '../../providers/contract.js';

/** What a sandbox adapter answers: executed, for free. */
export function sandboxResult<R>(result: R): Promise<AdapterOutcome<R>> {
  return Promise.resolve({ status: 'executed', result, costCents: 0 });
}

/** Hex SHA-256 of the value's canonical JSON: the same value always gives the same digest. */
export function digest(value: unknown): string {
  return createHash('sha256').update(canonicalize(value)).digest('hex');
}

/** A provider-like id derived from the value, e.g. `msg_3f2a…`. */
export function sandboxId(prefix: string, value: unknown): string {
  return `${prefix}_${digest(value).slice(0, 24)}`;
}

/** Free text that a sandbox fails on, e.g. a search query or a ticket title. */
export const SANDBOX_FAIL_TEXT = 'sandbox:fail';

/** The host whose URLs the sandboxes of URL-taking operations fail on. */
export const SANDBOX_FAIL_HOST = 'fail.sandbox.proctor.dev';

export const isSandboxFailUrl = (url: string) => new URL(url).hostname === SANDBOX_FAIL_HOST;

/** What a sandbox adapter answers to one of its `sandboxFailures`. */
export function sandboxFailure(trigger: string): Promise<AdapterOutcome<never>> {
  const detail = `Sandbox failure trigger: ${trigger}; test mode fails this request on purpose so that you can exercise your error handling`;
  return Promise.resolve({ status: 'failed', detail });
}
