import { describe, expect, it } from 'vitest';
import { idPattern, newId } from '../../src/domain/ids.js';

describe('newId', () => {
  it('makes prefixed ULIDs, unique and in order of making, past many refills of its random pool', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('req'));
    for (const id of ids) expect(id).toMatch(idPattern('req'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws every one of the 32 characters for the random part of ids made in different milliseconds', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      // A new millisecond: the random part is drawn afresh rather than incremented.
      await new Promise((resolve) => setTimeout(resolve, 2));
      for (const character of newId('x').slice(2 + 10)) seen.add(character);
    }
    expect(seen.size).toBe(32);
  });
});
