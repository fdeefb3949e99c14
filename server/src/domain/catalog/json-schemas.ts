import { z } from 'zod';
import type { OperationDefinition } from './operation.js';

/** A payload is what the agent sends, so defaulted fields are optional in it. */
export const payloadJsonSchema = (definition: OperationDefinition) => z.toJSONSchema(definition.payload, { io: 'input' });

export const resultJsonSchema = (definition: OperationDefinition) => z.toJSONSchema(definition.result, { io: 'output' });
