/** The spec's ten step types, by name; each is defined once in this folder (index.ts). */
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

export type StepTypeName = (typeof STEP_TYPES)[number];
