import { z } from 'zod';
import { agentDocs } from '../../domain/catalog/index.js';
import { publicProcedure } from '../../trpc/init.js';
import { agentDocsMeta, toAgentDocsResponse, ZAgentDocsResponseSchema } from './agent-docs.types.js';

export const agentDocsRoute = publicProcedure
  .meta(agentDocsMeta)
  .input(z.void())
  .output(ZAgentDocsResponseSchema)
  .query(({ ctx }) => toAgentDocsResponse(agentDocs(ctx.config)));
