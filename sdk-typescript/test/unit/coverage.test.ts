/**
 * Every operation of openapi/openapi.json that its `x-sdk` puts in the SDKs has that method on the
 * client, and the client has no method the document does not name: adding a procedure to the
 * server and running `pnpm generate` is all it takes, and this test says what is missing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, Proctor } from '../../src/index.js';

type SdkExtension = false | { resource: string[]; method: string; waitable?: { until: string[] }; redirect?: true };
const document = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-sdk'?: SdkExtension }>>;
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const named = operations.flatMap((op) => (op['x-sdk'] ? [{ id: op.operationId, ...op['x-sdk'] }] : []));
const client = new Proctor({ baseURL: 'http://h', logLevel: 'off' });

const at = (path: string[]): unknown => path.reduce<unknown>((obj, key) => (obj as Record<string, unknown>)?.[key], client);
/** The method names of a resource object (its prototype's own functions). */
const methodsOf = (resource: object) =>
  Object.getOwnPropertyNames(Object.getPrototypeOf(resource)).filter((name) => name !== 'constructor');

describe('endpoint coverage', () => {
  it('every operation says whether and where it is in the SDKs (x-sdk)', () => {
    for (const op of operations) expect(op['x-sdk'], op.operationId).toBeDefined();
  });

  it.each(named.map((op) => [op.id, op] as const))('%s has its client method', (_id, op) => {
    expect(typeof at([...op.resource, op.method]), `${op.resource.join('.')}.${op.method}`).toBe('function');
    if (op.waitable) expect(typeof at([...op.resource, `${op.method}AndWait`])).toBe('function');
    if (op.redirect) expect(typeof at([...op.resource, `${op.method}Url`])).toBe('function');
  });

  it('the client has no method the document does not name', () => {
    const twins = (op: (typeof named)[number]) => [...(op.waitable ? ['AndWait'] : []), ...(op.redirect ? ['Url'] : [])];
    const expected = new Set(named.flatMap((op) => [op.method, ...twins(op).map((twin) => `${op.method}${twin}`)].map((method) => [...op.resource, method].join('.'))));
    const resources = new Set(named.flatMap((op) => op.resource.map((_, i) => op.resource.slice(0, i + 1).join('.'))));
    const actual = [...resources].flatMap((path) => methodsOf(at(path.split('.')) as object).map((m) => `${path}.${m}`));
    expect(actual.sort()).toEqual([...expected].sort());
  });

  it('the generated operation list matches the dispatch body of the document', () => {
    const raw = JSON.stringify(document);
    for (const op of OPERATIONS) expect(raw).toContain(`"const":"${op}"`);
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(13);
  });
});
