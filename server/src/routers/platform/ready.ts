import { z } from 'zod';
import { vectorBackend } from '../../domain/vectors/pgvector.js';
import { ApiError } from '../../trpc/errors.js';
import { publicProcedure } from '../../trpc/init.js';
import { readyMeta, ZReadyResponseSchema } from './ready.types.js';

export const readyRoute = publicProcedure
  .meta(readyMeta)
  .input(z.void())
  .output(ZReadyResponseSchema)
  .query(async ({ ctx }) => {
    try {
      await ctx.db.ping();
    } catch (error) {
      ctx.logger.warn({ err: error, req_id: ctx.requestId }, 'readiness: database does not answer');
      throw new ApiError('service_unavailable', 'The database does not answer', { headers: { 'Retry-After': '5' } });
    }
    return { status: 'ready' as const, checks: { database: 'ok' as const }, vector_search: vectorBackend(ctx.db.prisma), embedder: ctx.embedder.model };
  });
