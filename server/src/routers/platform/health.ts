import { z } from 'zod';
import { publicProcedure } from '../../trpc/init.js';
import { VERSION } from '../../version.js';
import { healthMeta, ZHealthResponseSchema } from './health.types.js';

export const healthRoute = publicProcedure
  .meta(healthMeta)
  .input(z.void())
  .output(ZHealthResponseSchema)
  .query(() => ({ status: 'ok' as const, version: VERSION }));
