import { z } from 'zod';
import { ConditionError, evaluateCondition } from '../conditions.js';
import { defineStep } from './step.js';

export const condition = defineStep({
  name: 'condition',
  description:
    'Evaluates a JSON Logic expression in a worker thread, within a deadline and a memory bound (else the step fails); output {result}, its truthiness as a boolean; the edges whose `when` equals it are followed',
  input: z.strictObject({
    expression: z.unknown().meta({ description: 'A JSON Logic expression over {input, steps}; its truthiness picks the edges to follow' }),
  }),
  start: async (input, context) => {
    const steps = Object.fromEntries([...context.scope.outputs].map(([label, output]) => [label, { output }]));
    try {
      return { status: 'completed', output: { result: await evaluateCondition(input.expression, { input: context.scope.input, steps }) } };
    } catch (error) {
      if (error instanceof ConditionError) return { status: 'failed', error: error.message };
      throw error;
    }
  },
});
