import { agentRequest } from './agent-request.js';
import { approval } from './approval.js';
import { condition } from './condition.js';
import { delay } from './delay.js';
import { delegation } from './delegation.js';
import { memoryRead } from './memory-read.js';
import { memoryWrite } from './memory-write.js';
import { runWorkflow } from './run-workflow.js';
import { serviceCall } from './service-call.js';
import type { StepTypeName } from './names.js';
import type { RegisteredStep } from './step.js';
import { webhook } from './webhook.js';


/**
 * The one definition of each step type (step.ts), by name: the definition schema (definition.ts),
 * the executor (step-executors.ts) and the generated step-type reference read it. The Record type
 * makes a missing or unknown type a compile error.
 */
export const STEPS: { readonly [Name in StepTypeName]: RegisteredStep<Name> } = Object.freeze({
  service_call: serviceCall,
  delegation,
  approval,
  condition,
  delay,
  webhook,
  memory_read: memoryRead,
  memory_write: memoryWrite,
  agent_request: agentRequest,
  run_workflow: runWorkflow,
});

export { STEP_TYPES, type StepTypeName } from './names.js';

const BY_NAME: ReadonlyMap<string, RegisteredStep> = new Map(Object.values(STEPS).map((step) => [step.name, step]));

/** The step type a stored step row names (its `type` column is text); undefined for a name no version can hold. */
export const stepTypeOf = (name: string): RegisteredStep | undefined => BY_NAME.get(name);
