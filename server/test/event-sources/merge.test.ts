import { describe, expect, it } from 'vitest';
import { mergeFired } from '../../src/domain/event-sources/merge.js';
import { DomainError } from '../../src/domain/errors.js';

describe("a fire's body merged into the trigger's payload", () => {
  it("keeps the trigger's keys, takes the fire's other keys, and merges objects on both sides key by key", () => {
    const trigger = { query: 'fixed', options: { depth: 2, region: { country: 'fr' } }, tags: ['a'] };
    const fired = { query: 'from the fire', extra: 1, options: { depth: 9, limit: 5, region: { country: 'de', city: 'Lyon' } }, tags: ['b', 'c'] };
    expect(mergeFired(trigger, fired)).toEqual({
      query: 'fixed',
      extra: 1,
      options: { depth: 2, limit: 5, region: { country: 'fr', city: 'Lyon' } },
      tags: ['a'],
    });
  });

  it("keeps the trigger's value when only one side holds an object, and treats arrays and null as values", () => {
    expect(mergeFired({ a: { x: 1 }, b: 'text', c: null }, { a: 'flat', b: { y: 2 }, c: { z: 3 } })).toEqual({ a: { x: 1 }, b: 'text', c: null });
    expect(mergeFired({ list: [{ a: 1 }] }, { list: [{ b: 2 }] })).toEqual({ list: [{ a: 1 }] });
  });

  it('passes the fire through under an empty payload, and leaves both inputs unchanged', () => {
    const trigger = { nested: { a: 1 } };
    const fired = { nested: { b: 2 }, c: 3 };
    expect(mergeFired({}, fired)).toEqual(fired);
    expect(mergeFired(trigger, fired)).toEqual({ nested: { a: 1, b: 2 }, c: 3 });
    expect(trigger).toEqual({ nested: { a: 1 } });
    expect(fired).toEqual({ nested: { b: 2 }, c: 3 });
  });

  it('keeps a fired "__proto__" as a plain key, never a prototype', () => {
    const merged = mergeFired({ a: {} }, JSON.parse('{"__proto__": {"polluted": true}, "a": {"__proto__": {"deep": true}}}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect((merged as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged.a)).toBe(Object.prototype);
  });

  it('refuses a body that is not a JSON object with invalid_request naming it', () => {
    for (const fired of [null, [], [1], 'text', 42, true]) {
      const refusal = (() => {
        try {
          mergeFired({}, fired);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: 'invalid_request', details: [{ path: 'body' }] });
    }
  });
});
