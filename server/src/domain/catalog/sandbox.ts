import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AdapterOutcome } from './operation.js';

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
