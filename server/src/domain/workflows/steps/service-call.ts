import { z } from 'zod';
import { OPERATIONS } from '../../catalog/registry.js';
import { ZJsonObjectSchema } from '../../bounded.js';
import { dispatchStep, endDispatch } from './dispatch-step.js';
import { defineStep } from './step.js';

/** Its payload is checked against its operation's own payload schema on top (definition.ts). */
export const ZServiceCallInputSchema = z.strictObject({
  operation: z.enum(OPERATIONS).meta({ description: 'A catalog operation, "<service>.<operation>"' }),
  payload: ZJsonObjectSchema.meta({ description: "The operation's payload (GET /api/v1/agent-docs), with templates" }),
});

export const serviceCall = defineStep({
  name: 'service_call',
  description:
    "A governed dispatch as the run's agent (policy, budgets, approvals, idempotency, audit); output: the request's result. A workflow.run it dispatches starts a sub-run of the step, as run_workflow does",
  input: ZServiceCallInputSchema,
  start: (input, context) => dispatchStep(context, input.operation, input.payload),
  end: endDispatch,
});
