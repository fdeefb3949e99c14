import { z } from 'zod';
import { AGENT_REQUEST_KINDS } from '../agents/agent-requests.js';
import { notificationWebhook } from '../catalog/operations/notification.js';
import { OPERATIONS } from '../catalog/registry.js';
import { MAX_MEMORY_CHARS, MAX_SEARCH_RESULTS } from '../agents/memories.js';
import { ZJsonObjectSchema } from '../bounded.js';

/** The spec's ten step types. */
export const STEP_TYPES = [
  'service_call',
  'delegation',
  'approval',
  'condition',
  'delay',
  'webhook',
  'memory_read',
  'memory_write',
  'agent_request',
  'run_workflow',
] as const;

export type StepType = (typeof STEP_TYPES)[number];

/** The longest a delay step waits: 30 days. */
export const MAX_DELAY_SECONDS = 30 * 24 * 60 * 60;

const json = ZJsonObjectSchema;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * What each step type takes as `input`, before its templates are resolved. Any value may be a
 * template instead (validation lets a whole-template string stand for a value of any type, see
 * definition.ts), so these describe the resolved shape. A service_call's payload is checked
 * against its operation's own payload schema on top.
 */
export const STEP_INPUTS = {
  service_call: z.strictObject({
    operation: z.enum(OPERATIONS).meta({ description: 'A catalog operation, "<service>.<operation>"' }),
    payload: json.meta({ description: "The operation's payload (GET /v1/agent-docs), with templates" }),
  }).meta({ description: "A governed dispatch as the run's agent (policy, budgets, approvals, idempotency, audit); output: the request's result. A workflow.run it dispatches starts a sub-run of the step, as run_workflow does" }),
  delegation: z.strictObject({
    child_agent_id: text(100).meta({ description: "An agent the run's agent spawned" }),
    title: text(200),
    input: json.optional(),
    budget_cents: z.number().int().min(0).max(100_000_000),
    operations: z.array(text(100)).min(1).max(100),
  }).meta({ description: "Delegates a task to an agent the run's agent spawned, and waits: completes with {delegated_task_id, status, result} when the child completes it, fails when the task fails or is cancelled" }),
  approval: z.strictObject({
    title: text(200).meta({ description: 'What the person approves' }),
    description: text(10_000).optional(),
  }).meta({ description: "Waits for a person's decision on the approvals endpoints; approved: output {approval_id, status, decided_by, note}; rejected or expired: the step fails" }),
  condition: z.strictObject({
    expression: z.unknown().meta({ description: 'A JSON Logic expression over {input, steps}; its truthiness picks the edges to follow' }),
  }).meta({ description: 'Evaluates a JSON Logic expression in a worker thread, within a deadline and a memory bound (else the step fails); output {result}, its truthiness as a boolean; the edges whose `when` equals it are followed' }),
  delay: z.strictObject({ seconds: z.number().int().min(1).max(MAX_DELAY_SECONDS) }).meta({ description: "A durable timer (the step row's wake_at, not a process timer)" }),
  webhook: notificationWebhook.payload.meta({ description: "A signed POST, dispatched as notification.webhook (its input is that operation's payload)" }),
  memory_read: z.strictObject({ query: text(MAX_MEMORY_CHARS), limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).optional() }).meta({ description: "Searches the run's agent's memories by meaning; output {memories: [{id, content, kind, tags, relevance_score}]}" }),
  memory_write: z.strictObject({
    content: text(MAX_MEMORY_CHARS),
    kind: text(50).optional(),
    tags: z.array(text(50)).max(20).optional(),
  }).meta({ description: "Writes a memory of the run's agent, in one transaction with the step's outcome; output {memory_id}" }),
  agent_request: z.strictObject({
    kind: z.enum(AGENT_REQUEST_KINDS),
    title: text(200),
    body: text(10_000),
    options: z.array(text(100)).min(2).max(10).optional(),
  }).meta({ description: "Asks a person (an agent request made with the step's waiting) and waits; output {agent_request_id, status, response}" }),
  run_workflow: z.strictObject({
    workflow_id: text(200).meta({ description: "A workflow id or name of the organization, granted to the run's agent" }),
    input: json.optional(),
    allow_draft: z.boolean().optional().meta({ description: 'Run its newest version when none is published, in either mode' }),
  }).meta({ description: "Starts a sub-run of a workflow granted to the run's agent (its published version; its newest with allow_draft), within the nesting and tree limits (workflow_depth_exceeded, workflow_limit_exceeded); output {run_id, output}, its cost the sub-run's" }),
} satisfies Record<StepType, z.ZodType>;
