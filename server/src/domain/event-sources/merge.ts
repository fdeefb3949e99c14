import { DomainError } from '../errors.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload a webhook fire dispatches: the trigger's payload with the fired JSON merged in
 * (docs/triggers.md). The fired body must be a JSON object. A key the trigger's payload sets keeps
 * the trigger's value; where both sides hold an object under a key, the two merge key by key by
 * the same rule; every other key comes from the fire. Arrays are values, not merged. The fire
 * reaches only the payload: the operation, the agent and the mode are the trigger's.
 */
export function mergeFired(triggerPayload: unknown, fired: unknown): JsonObject {
  if (!isObject(fired)) {
    throw new DomainError('invalid_request', 'A fire\'s body must be a JSON object; it is merged into the trigger\'s payload', [
      { path: 'body', message: `expected a JSON object, got ${fired === null ? 'null' : Array.isArray(fired) ? 'an array' : typeof fired}` },
    ]);
  }
  return mergeObjects(isObject(triggerPayload) ? triggerPayload : {}, fired);
}

function mergeObjects(kept: JsonObject, fired: JsonObject): JsonObject {
  // Object.fromEntries defines each key as an own property: a fired "__proto__" stays a key, never a prototype.
  return Object.fromEntries([
    ...Object.entries(fired).filter(([key]) => !Object.hasOwn(kept, key)),
    ...Object.entries(kept).map(([key, value]) => [key, isObject(value) && isObject(fired[key]) && Object.hasOwn(fired, key) ? mergeObjects(value, fired[key]) : value]),
  ]);
}
