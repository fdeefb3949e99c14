import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { AnyCaller, UserCaller } from '../domain/auth/caller.js';
import { authorize, type ProcedureAuth } from './auth.js';
import type { Context } from './context.js';
import type { FileMeta } from './file.js';
import type { StreamMeta } from './stream.js';

export interface ProcedureMeta extends OpenApiMeta {
  /** HTTP status of a successful response when it is not 200 (201 for creations, 204 for no content). */
  successStatus?: number;
  /** Further success statuses with the same body, and what each means (202 for running). */
  otherSuccesses?: Record<number, string>;
  /**
   * Who may call: the credential kinds accepted, the least organization role and, for people, a
   * permission they must hold (owners hold every one). Absent: public.
   */
  auth?: ProcedureAuth;
  /** false for the few procedures that never touch the database; the others document 503. */
  database?: false;
  /**
   * The SDK name where the rule of openapi/sdk.ts (group → resource, procedure → method) does
   * not fit; `waitable` also gives the method a create-and-wait twin, polling `retrieve` until `status` is one of `until`; false keeps it out of the SDKs.
   */
  sdk?: false | { resource?: readonly string[]; method?: string; waitable?: { until: readonly string[] } };
  /** Served as Server-Sent Events: the events the procedure's async iterable yields (stream.ts). */
  stream?: StreamMeta;
  /** Answers a file, its bytes with their own content type (file.ts). */
  file?: FileMeta;
  /**
   * What the API reference shows (openapi/document.ts): a request body, where the operation
   * takes one, and the success response, where it has content (for a stream, one event). Each is
   * checked against its schema in the document by test/platform/openapi-examples.test.ts.
   */
  examples?: { request?: Record<string, unknown>; response?: unknown };
}

/**
 * Which base procedure built a procedure. Each base procedure below records it in the meta it
 * passes on, so that checkProcedureAccess (access-check.ts) can hold meta.auth to it; a route's
 * own meta, typed ProcedureMeta, cannot set it.
 */
export type ProcedureKind = 'public' | 'user' | 'agent' | 'authed' | 'device';

const t = initTRPC.context<Context>().meta<ProcedureMeta & { kind?: ProcedureKind }>().create();

export const router = t.router;
export const publicProcedure = t.procedure.meta({ kind: 'public' });

/**
 * Runs the procedure as `caller`. A streaming one holds a place among its credential's and its
 * organization's open streams (stream-slots.ts) until the stream ends, or gives it back at once
 * when the procedure fails before streaming; none left is 429 before any other check.
 */
async function asCaller<Result extends { ok: boolean }>(
  { ctx, meta, signal }: { ctx: Context; meta: ProcedureMeta | undefined; signal: AbortSignal | undefined },
  caller: AnyCaller,
  run: () => Promise<Result>,
): Promise<Result> {
  if (!meta?.stream) return run();
  if (!ctx.streams || !signal) throw new Error('a streaming procedure is served by the REST bridge, which gives it its slots and signal');
  const leave = ctx.streams.take(caller, signal);
  try {
    const result = await run();
    if (!result.ok) leave();
    return result;
  } catch (error) {
    leave();
    throw error;
  }
}

/** For people: a session or a personal access token, as the procedure's meta.auth allows. */
export const userProcedure = t.procedure.meta({ kind: 'user' }).use(async ({ ctx, meta, signal, next }) => {
  const caller = await authorize(ctx, meta);
  if (caller.kind === 'agent' || caller.kind === 'device') throw new Error('userProcedure must not accept agent keys or device tokens');
  return asCaller({ ctx, meta, signal }, caller, () => next({ ctx: { ...ctx, caller: caller satisfies UserCaller } }));
});
export const createCallerFactory = t.createCallerFactory;

/** For agents: an agent key of the mode either live or test. */
export const agentProcedure = t.procedure.meta({ kind: 'agent' }).use(async ({ ctx, meta, signal, next }) => {
  const caller = await authorize(ctx, meta);
  if (caller.kind !== 'agent') throw new Error('agentProcedure must accept agent keys only');
  return asCaller({ ctx, meta, signal }, caller, () => next({ ctx: { ...ctx, caller } }));
});

/** For any credential the procedure's meta.auth accepts, people and agents alike (a device token only on deviceProcedure). */
export const authedProcedure = t.procedure.meta({ kind: 'authed' }).use(async ({ ctx, meta, signal, next }) => {
  const caller = await authorize(ctx, meta);
  if (caller.kind === 'device') throw new Error('authedProcedure must not accept device tokens');
  return asCaller({ ctx, meta, signal }, caller, () => next({ ctx: { ...ctx, caller } }));
});

/** For the device routes (routers/devices): a device token, or people as the procedure's meta.auth allows. */
export const deviceProcedure = t.procedure.meta({ kind: 'device' }).use(async ({ ctx, meta, signal, next }) => {
  const caller = await authorize(ctx, meta);
  if (caller.kind === 'agent') throw new Error('deviceProcedure must not accept agent keys');
  return asCaller({ ctx, meta, signal }, caller, () => next({ ctx: { ...ctx, caller } }));
});
