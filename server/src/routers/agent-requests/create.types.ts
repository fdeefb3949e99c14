import { z } from 'zod';
import { OPEN_REQUESTS_PER_AGENT } from '../../domain/agents/agent-requests.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_REQUEST_EXAMPLE, AGENT_REQUEST_OPTIONS_MAX_ITEMS, ZAgentRequestKindSchema } from './agent-request.types.js';

export const ZCreateAgentRequestRequestSchema = z
  .strictObject({
    kind: ZAgentRequestKindSchema,
    title: z.string().trim().min(1).max(200).meta({ description: 'One line, 1 to 200 characters' }),
    body: z.string().trim().min(1).max(10_000).meta({ description: 'The details, 1 to 10,000 characters' }),
    options: z
      .array(z.string().trim().min(1).max(100))
      .min(2)
      .max(AGENT_REQUEST_OPTIONS_MAX_ITEMS)
      .refine((options) => new Set(options).size === options.length, 'options must differ from one another')
      .optional()
      .meta({ description: 'A decision\'s choices: 2 to 10 different strings of 1 to 100 characters. Required for kind "decision", refused for the others' }),
  })
  .superRefine((request, context) => {
    if (request.kind === 'decision' && request.options === undefined) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'A decision needs options: 2 to 10 choices' });
    }
    if (request.kind !== 'decision' && request.options !== undefined) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Only a decision carries options' });
    }
  });

export const createAgentRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/agent-requests',
    tags: ['Agent requests'],
    summary: 'Ask a person for help',
    description: `An agent asks the people of its organization: a question, a decision between options, help, or a notice. The request is open until a person resolves or dismisses it (PATCH /api/v1/agent-requests/{id}); the agent reads the answer with GET /api/v1/agent-requests/{id}. An agent may have ${OPEN_REQUESTS_PER_AGENT} open requests at once: one more is 409 \`conflict\` until one is answered. A paused agent may still ask. Audited as \`agent_request.created\`.`,
    errorResponses: { 409: `The agent already has ${OPEN_REQUESTS_PER_AGENT} open requests (\`conflict\`)` },
  },
  auth: { credentials: ['agent'] },
  successStatus: 201,
  examples: {
    request: {
      kind: AGENT_REQUEST_EXAMPLE.kind,
      title: AGENT_REQUEST_EXAMPLE.title,
      body: AGENT_REQUEST_EXAMPLE.body,
      options: AGENT_REQUEST_EXAMPLE.options,
    },
    response: AGENT_REQUEST_EXAMPLE,
  },
};
