import { z } from 'zod';
import { AGENT_REQUEST_KINDS, closeAgentRequest, createAgentRequest } from '../../agents/agent-requests.js';
import { agentOfRun, defineStep, untilWoken, runAudit, type StepContext, type StepOutcome } from './step.js';
import { text } from './text.js';

/** An agent request made by an earlier execution of the step, and whether a person has answered it. */
async function answerOf(context: StepContext, requestId: string): Promise<StepOutcome> {
  const request = await context.db.agentRequest.findUniqueOrThrow({ where: { id: requestId } });
  if (request.status === 'open') return untilWoken({ output: { agent_request_id: requestId } });
  return { status: 'completed', output: { agent_request_id: requestId, status: request.status, response: request.response } };
}

export const agentRequest = defineStep({
  name: 'agent_request',
  description:
    "Asks a person (an agent request made with the step's waiting) and waits; output {agent_request_id, status, response}",
  input: z.strictObject({
    kind: z.enum(AGENT_REQUEST_KINDS),
    title: text(200),
    body: text(10_000),
    options: z.array(text(100)).min(2).max(10).optional(),
  }),
  made: z.object({ agent_request_id: z.string() }),
  start: async (input, context) => {
    const caller = await agentOfRun(context);
    await createAgentRequest(context.db, caller, input, runAudit(context.run), (tx, request) =>
      context.recordIn(tx, untilWoken({ output: { agent_request_id: request.id } })),
    );
    return { status: 'recorded' };
  },
  resume: (made, context) => answerOf(context, made.agent_request_id),
  /** A request still open when the run does not complete is dismissed, saying why: nobody is left to read its answer. */
  end: async (tx, { run, status, made }) => {
    if (!made || status === 'completed') return;
    const request = await tx.agentRequest.findUniqueOrThrow({ where: { id: made.agent_request_id } });
    await closeAgentRequest(tx, request, { status: 'dismissed', response: `The workflow run was ${status}`, resolvedBy: null }, runAudit(run), { workflow_run_id: run.id });
  },
});
