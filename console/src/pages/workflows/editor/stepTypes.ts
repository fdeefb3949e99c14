import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { StepTypeName } from './definition';
import type { JsonSchema } from './schema';

/** One step type as the server defines it: its name, what it does, and its input's schema. */
export interface StepTypeInfo {
  name: StepTypeName;
  description: string;
  schema: JsonSchema;
}

type Components = { schemas?: { WorkflowStep?: { 'x-step-types'?: { type: StepTypeName; description: string; input: JsonSchema }[] } } };

/**
 * The step types from the server's OpenAPI document, where the WorkflowStep schema lists them in
 * `x-step-types`, each with its input's schema (server/src/openapi/step-types.ts, from the step
 * registry): the palette and the forms never keep a list of their own.
 */
function stepTypesOf(document: { components?: Components }): StepTypeInfo[] {
  return (document.components?.schemas?.WorkflowStep?.['x-step-types'] ?? []).map(({ type, description, input }) => ({ name: type, description, schema: input }));
}

/** The step types, read once per visit: the document is the same for every caller and changes only with the server. */
export function useStepTypes() {
  return useQuery({
    queryKey: ['openapi', 'step-types'],
    queryFn: async () => stepTypesOf((await api.platform.openapi()) as { components?: Components }),
    staleTime: Infinity,
  });
}
