import { z } from 'zod';
import { defineStep } from './step.js';

/** The longest a delay step waits: 30 days. */
export const MAX_DELAY_SECONDS = 30 * 24 * 60 * 60;

export const delay = defineStep({
  name: 'delay',
  description:
    "A durable timer (the step row's wake_at, not a process timer)",
  input: z.strictObject({ seconds: z.number().int().min(1).max(MAX_DELAY_SECONDS) }),
  start: (input, context) => {
    const until = new Date(context.startedAt.getTime() + input.seconds * 1000);
    return Promise.resolve(until.getTime() <= Date.now() ? { status: 'completed', output: { waited_seconds: input.seconds } } : { status: 'waiting', wakeAt: until });
  },
});
