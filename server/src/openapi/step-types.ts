import { toJsonSchema } from '../domain/catalog/json-schemas.js';
import { STEP_TYPES, STEPS } from '../domain/workflows/steps/index.js';

/** One workflow step type as the OpenAPI document carries it. */
export interface StepTypeEntry {
  type: string;
  description: string;
  /** The JSON Schema of its input, its templates resolved. */
  input: Record<string, unknown>;
}

/**
 * Each workflow step type from the step registry (the one definition of each type): its name,
 * what it does and its input's schema, for `x-step-types` on the WorkflowStep schema, where a
 * client (the console's workflow editor) lists the types and builds each one's form. An
 * extension rather than components: `input` stays any object in the API (the server checks it
 * against these when a version is saved), so nothing would refer to such components.
 */
export function stepTypeEntries(): StepTypeEntry[] {
  return STEP_TYPES.map((type) => {
    const { $schema: _marker, ...input } = toJsonSchema(STEPS[type].input, 'input');
    return { type, description: STEPS[type].description, input };
  });
}
