import type { ProcedureMeta } from './init.js';

/** Where the REST API is mounted (http/app.ts): a procedure's `openapi.path` (`/v1/…`) lies below it. */
export const API_PREFIX = '/api';

/** A procedure's path as clients call it (`/api/v1/…`), its `{parameters}` left in. */
export function apiPath({ openapi }: ProcedureMeta): string {
  if (!openapi) throw new Error('a procedure without an HTTP route');
  return `${API_PREFIX}${openapi.path}`;
}
