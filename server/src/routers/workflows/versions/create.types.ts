import { z } from 'zod';
import { CONDITION_DEADLINE_MS } from '../../../domain/workflows/conditions.js';
import { MAX_CONDITION_OPERATIONS, MAX_EDGES, MAX_STEPS, ZEdgeSchema, ZStepSchema } from '../../../domain/workflows/definition.js';
import { STEP_TYPES } from '../../../domain/workflows/steps/index.js';
import { MEMBER_SESSIONS } from '../../../trpc/access.js';
import type { ProcedureMeta } from '../../../trpc/init.js';
import { ZWorkflowIdSchema } from '../workflow.types.js';
import { WORKFLOW_VERSION_EXAMPLE, ZWorkflowVersionSchema } from './version.types.js';

export const ZCreateWorkflowVersionRequestSchema = z.strictObject({
  id: ZWorkflowIdSchema,
  steps: z.array(ZStepSchema).min(1).max(MAX_STEPS).meta({ description: `1 to ${MAX_STEPS} steps` }),
  edges: z.array(ZEdgeSchema).max(MAX_EDGES).default([]).meta({ description: 'from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)' }),
});
export const ZCreateWorkflowVersionResponseSchema = ZWorkflowVersionSchema;

export const createWorkflowVersionMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/workflows/{id}/versions',
    tags: ['Workflows'],
    summary: "Save a workflow's steps and edges as a new draft version",
    description: `By the workflow's creator, an admin or an owner. Steps are of ${STEP_TYPES.length} types (${STEP_TYPES.join(', ')}); edges make a directed acyclic graph. Validated before anything is saved, every problem listed in \`details\` at its path (400): a cycle, an edge to no step, a repeated label, an unknown step type, an input invalid for its type (a service_call's payload against its operation's schema), a template reading neither the input nor a step that runs before, a condition using an operator json-logic-engine lacks or more than ${MAX_CONDITION_OPERATIONS} operations. A condition that runs longer than ${CONDITION_DEADLINE_MS} ms on its data fails its step. Templates: \`\${input.<key>}\` and \`\${steps.<StepLabel>.output}\`, with dotted paths. Versions are numbered 1, 2, 3… and never change once saved. Audited as \`workflow.version_created\`.`,
  },
  auth: MEMBER_SESSIONS,
  successStatus: 201,
  examples: { request: { steps: WORKFLOW_VERSION_EXAMPLE.steps, edges: WORKFLOW_VERSION_EXAMPLE.edges }, response: WORKFLOW_VERSION_EXAMPLE },
};
