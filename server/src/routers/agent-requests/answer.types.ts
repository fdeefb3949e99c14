import { z } from 'zod';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { getAgentRequestMeta } from './get.types.js';
import { ZAgentRequestIdSchema } from './agent-request.types.js';

export const ZAnswerAgentRequestRequestSchema = z.strictObject({
  id: ZAgentRequestIdSchema,
  status: z.enum(['resolved', 'dismissed']).meta({ description: 'resolved: answered with `response`; dismissed: closed, with or without one' }),
  response: z
    .string()
    .trim()
    .min(1)
    .max(10_000)
    .optional()
    .meta({ description: 'The answer the agent reads, 1 to 10,000 characters: required to resolve; for a decision, one of its options' }),
});

export const answerAgentRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'PATCH',
    path: '/v1/agent-requests/{id}',
    tags: ['Agent requests'],
    summary: 'Answer an agent request: resolve or dismiss it',
    description:
      'By an organization admin or owner: an answer may unblock what the agent does next, spending included, as deciding an approval does. Only an open request is answered, once: a second answer (concurrent ones too) is 409 `conflict` and the first stands. Resolving needs a `response`; dismissing takes one optionally. For a decision any response, a dismissal\'s too, is one of the request\'s options (else 400). Audited as `agent_request.resolved` or `agent_request.dismissed`, with the kind and, for a decision, the option chosen; a free-text answer stays on the request, out of the trail.',
    errorResponses: { 409: 'The request was already resolved or dismissed (`conflict`)' },
  },
  auth: ADMINS,
  examples: {
    request: { status: 'resolved', response: 'Acme' },
    response: getAgentRequestMeta.examples!.response,
  },
};
