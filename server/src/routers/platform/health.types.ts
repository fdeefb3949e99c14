import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { VERSION } from '../../version.js';
import { ZLabelSchema } from '../../domain/bounded.js';

export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: ZLabelSchema.meta({ description: 'Server release' }),
});

export type HealthResponse = z.infer<typeof ZHealthResponseSchema>;

export const healthMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/health',
    tags: ['Platform'],
    summary: 'Liveness',
    description: 'Answers as long as the process serves HTTP; does not touch the database.',
    protect: false,
  },
  database: false,
  examples: { response: { status: 'ok', version: VERSION } },
};
