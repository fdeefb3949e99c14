import { describe, expect, it } from 'vitest';
import { outputMismatches, parseShownJson, stepsOf } from './shown-output.js';

describe('stepsOf', () => {
  it('takes the comment run right after a command as its shown output, other comments as comments', () => {
    const steps = stepsOf(['# set up', 'A=1', 'echo "$A"', '# 1', '', '# next', 'echo 2', '#  {"b":', '#   2}'].join('\n'));
    expect(steps).toEqual([
      { code: '# set up\nA=1\necho "$A"', shown: '1', line: 0 },
      { code: '\n# next\necho 2', shown: ' {"b":\n  2}', line: 4 },
    ]);
  });

  it('keeps a block without shown output as one step', () => {
    expect(stepsOf('a\n\n# b\nc')).toEqual([{ code: 'a\n\n# b\nc', shown: undefined, line: 0 }]);
  });
});

describe('parseShownJson', () => {
  it('reads … as any value, the other members, or the other items', () => {
    expect(parseShownJson('{"a":…,"b":[1,…],…}')).toEqual({ a: '\u0000any', b: [1, '\u0000rest'] });
    expect(parseShownJson('{…, "c": "x…y"}')).toEqual({ c: 'x…y' });
  });
});

describe('outputMismatches', () => {
  const dispatched = JSON.stringify({ id: 'sr_01jx', status: 'blocked', reason_code: 'policy_violation', cost_cents: 0, result: { detail: 'no binding' } });

  it('accepts JSON that contains what is shown, placeholders matching what changes', () => {
    expect(outputMismatches('{"id":"sr_…","status":"blocked","result":{"detail":…},…}', dispatched)).toEqual([]);
  });

  it('names each field the output contradicts', () => {
    expect(outputMismatches('{"id":"sr_…","status":"executed","cost_cents":1,"mode":"test",…}', dispatched)).toEqual([
      '$.status: shown "executed", got "blocked"',
      '$.cost_cents: shown 1, got 0',
      '$.mode: shown, but missing',
    ]);
  });

  it('holds arrays to their length unless they end with …', () => {
    expect(outputMismatches('[1]', '[1,2]')).toEqual(['$: shown 1 items, got 2']);
    expect(outputMismatches('[1,…]', '[1,2]')).toEqual([]);
  });

  it('compares text line by line with … as a wildcard', () => {
    expect(outputMismatches('agent_key_test_…', 'agent_key_test_abc\n')).toEqual([]);
    expect(outputMismatches('agent_key_test_…', 'agent_key_live_abc\n')).toEqual(['line 1: shown "agent_key_test_…", got "agent_key_live_abc"']);
  });

  it('refuses output that is not JSON where JSON is shown', () => {
    expect(outputMismatches('{"a":1}', 'Forbidden')[0]).toMatch(/not one JSON value/);
  });
});
