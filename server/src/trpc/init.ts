import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.js';

export interface ProcedureMeta extends OpenApiMeta {
  /** HTTP status of a successful response when it is not 200 (201 for creations). */
  successStatus?: number;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create();

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
