import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import { ZJsonObjectSchema } from '../fields.js';
import type { AdapterOutcome } from '../../../providers/contract.js';

const UNAVAILABLE = 'Workflow runs are not available yet: workflows can be made, versioned and granted (POST /v1/workflows), and workflow.run executes once runs exist';

const notAvailableYet = (): Promise<AdapterOutcome<never>> => Promise.resolve({ status: 'failed', detail: UNAVAILABLE });

export const workflowRun = defineOperation({
  operation: 'workflow.run',
  service: 'workflow',
  name: 'Run workflow',
  description: 'Starts a run of a workflow with the given input.',
  payload: z.strictObject({
    workflow_id: z.string().min(1).max(100),
    input: ZJsonObjectSchema.default({}).meta({ description: 'The workflow’s input' }),
  }),
  result: z.object({
    run_id: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  }),
  pricing: perRequest(5),
  async: false,
  requiresConnectedApp: null,
  liveSettings: [],
  unavailable: UNAVAILABLE,
  examples: [{ description: 'A nightly report', payload: { workflow_id: 'wf_nightly_report', input: { date: '2025-01-31' } } }],
  sandboxFailures: [
    { description: 'Every run fails, in both modes, until workflow runs exist', payload: { workflow_id: 'wf_nightly_report', input: {} } },
  ],
  sandbox: notAvailableYet,
  live: notAvailableYet,
});
