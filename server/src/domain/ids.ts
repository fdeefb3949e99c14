import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** A prefixed, time-sortable identifier, e.g. `req_01jx…`. */
export function newId(prefix: string): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}
