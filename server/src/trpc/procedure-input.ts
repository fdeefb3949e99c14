import {
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  unwrapZodType,
  type OpenApiProcedure,
} from 'trpc-to-openapi';

/** The procedure's input schema, unwrapped, and whether it takes any input at all. */
export function procedureInput(procedure: OpenApiProcedure) {
  const schema = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
  return { schema, takesInput: !instanceofZodTypeLikeVoid(schema) };
}

export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT']);
