import { describe, expect, it } from 'vitest';
import { definitionProblems, MAX_CONDITION_OPERATIONS, ZDefinitionSchema } from '../../src/domain/workflows/definition.js';
import { resolveTemplates, TemplateError } from '../../src/domain/workflows/templates.js';

const problemsOf = (definition: unknown) => definitionProblems(ZDefinitionSchema.parse(definition));
const pathsOf = (definition: unknown) => problemsOf(definition).map((problem) => `${problem.path} ${problem.code}`);

const search = (label: string, query = '${input.topic}') => ({ label, type: 'service_call', input: { operation: 'web_search.search', payload: { query } } });

describe('a version’s definition', () => {
  it('accepts a DAG whose templates read the input and upstream steps, with a branch on a condition', () => {
    expect(
      problemsOf({
        steps: [
          search('Search'),
          { label: 'Check', type: 'condition', input: { expression: { '>': [{ var: 'steps.Search.output.results.length' }, 0] } } },
          {
            label: 'Summarize',
            type: 'service_call',
            input: {
              operation: 'text_generation.generate',
              payload: { model: 'openai/gpt-4o-mini', messages: [{ role: 'user', content: 'Summarize: ${steps.Search.output.results}' }], max_tokens: '${input.max_tokens}' },
            },
          },
          { label: 'Remember', type: 'memory_write', input: { content: '${steps.Summarize.output.content}', tags: ['research'] } },
          { label: 'Wait', type: 'delay', input: { seconds: 60 } },
        ],
        edges: [
          { from: 'Search', to: 'Check' },
          { from: 'Check', to: 'Summarize', when: true },
          { from: 'Check', to: 'Wait', when: false },
          { from: 'Summarize', to: 'Remember' },
        ],
      }),
    ).toEqual([]);
  });

  it('lists every problem at its path: duplicate labels, dangling and repeated edges, `when` off a condition, bad inputs', () => {
    expect(
      pathsOf({
        steps: [search('A'), search('A'), { label: 'B', type: 'delay', input: { seconds: 0 } }, { label: 'C', type: 'memory_read', input: {} }],
        edges: [
          { from: 'A', to: 'Nowhere' },
          { from: 'A', to: 'B' },
          { from: 'A', to: 'B' },
          { from: 'B', to: 'C', when: true },
        ],
      }),
    ).toEqual([
      'steps.1.label duplicate_label',
      'edges.0.to unknown_step',
      'edges.2 duplicate_edge',
      'edges.3.when invalid_edge',
      'steps.2.input.seconds too_small',
      'steps.3.input.query invalid_type',
    ]);
  });

  it('refuses a cycle, and a step following itself', () => {
    expect(pathsOf({ steps: [search('A'), search('B'), search('C')], edges: [{ from: 'A', to: 'B' }, { from: 'B', to: 'C' }, { from: 'C', to: 'A' }] })).toEqual([
      'edges cycle',
    ]);
    expect(pathsOf({ steps: [search('A')], edges: [{ from: 'A', to: 'A' }] })).toEqual(['edges.0 cycle']);
  });

  it('refuses templates that read a step not upstream, an unknown step, or neither input nor steps', () => {
    expect(
      pathsOf({
        steps: [search('A', '${steps.B.output.results}'), search('B', '${steps.Ghost.output}'), search('C', '${secrets.key}'), search('D', 'about ${input}')],
        edges: [{ from: 'A', to: 'B' }],
      }),
    ).toEqual([
      'steps.0.input.payload.query invalid_reference',
      'steps.1.input.payload.query invalid_reference',
      'steps.2.input.payload.query invalid_template',
      'steps.3.input.payload.query invalid_template',
    ]);
  });

  it('checks a service_call payload against its operation, letting a whole template stand for any type', () => {
    expect(pathsOf({ steps: [{ label: 'S', type: 'service_call', input: { operation: 'web_search.search', payload: { query: 'x', count: 99 } } }] })).toEqual([
      'steps.0.input.payload.count too_big',
    ]);
    expect(pathsOf({ steps: [{ label: 'S', type: 'service_call', input: { operation: 'web_search.search', payload: { query: 'x', count: '${input.count}' } } }] })).toEqual([]);
    expect(pathsOf({ steps: [{ label: 'S', type: 'service_call', input: { operation: 'nope.nothing', payload: {} } }] })).toEqual(['steps.0.input.operation invalid_value']);
  });

  it('refuses unknown JSON Logic operators and conditions reading steps that do not run before', () => {
    expect(
      pathsOf({
        steps: [search('A'), { label: 'If', type: 'condition', input: { expression: { and: [{ eval: 'process.exit()' }, { '==': [{ var: 'steps.Later.output' }, 1] }] } } }, search('Later')],
        edges: [{ from: 'A', to: 'If' }, { from: 'If', to: 'Later' }],
      }),
    ).toEqual(['steps.1.input.expression.and.0.eval invalid_condition', 'steps.1.input.expression.and.1.==.0.var invalid_reference']);
  });

  it(`refuses a condition of more than ${MAX_CONDITION_OPERATIONS} operations`, () => {
    // `or` of n reads of the input: n + 1 operations.
    const condition = (reads: number) => ({
      steps: [{ label: 'If', type: 'condition', input: { expression: { or: Array.from({ length: reads }, () => ({ var: 'input.x' })) } } }],
    });
    expect(problemsOf(condition(MAX_CONDITION_OPERATIONS - 1))).toEqual([]);
    expect(problemsOf(condition(MAX_CONDITION_OPERATIONS))).toEqual([
      { path: 'steps.0.input.expression', message: `A condition holds at most ${MAX_CONDITION_OPERATIONS} operations; this one has ${MAX_CONDITION_OPERATIONS + 1}`, code: 'invalid_condition' },
    ]);
  });

  it('refuses unknown step types and labels that are not identifiers at parse time', () => {
    expect(ZDefinitionSchema.safeParse({ steps: [{ label: 'A', type: 'shell', input: {} }] }).success).toBe(false);
    expect(ZDefinitionSchema.safeParse({ steps: [{ label: 'has space', type: 'delay', input: { seconds: 1 } }] }).success).toBe(false);
    expect(ZDefinitionSchema.safeParse({ steps: [] }).success).toBe(false);
  });
});

describe('templates at run time', () => {
  const scope = { input: { topic: 'pricing', count: 3, nested: { a: [1, 2] } }, outputs: new Map<string, unknown>([['Search', { results: [{ title: 'One' }] }]]) };

  it('gives a whole template the value it names, of any type, and interpolates templates in text', () => {
    expect(
      resolveTemplates({ query: '${input.topic}', count: '${input.count}', first: '${steps.Search.output.results.0.title}', text: 'About ${input.topic}: ${input.nested}', list: ['${input.nested.a}'] }, scope),
    ).toEqual({ query: 'pricing', count: 3, first: 'One', text: 'About pricing: {"a":[1,2]}', list: [[1, 2]] });
  });

  it('fails clearly on a missing key or a step that has not finished', () => {
    expect(() => resolveTemplates('${input.missing}', scope)).toThrow(new TemplateError('${input.missing} names nothing: there is no "missing"'));
    expect(() => resolveTemplates('${steps.Other.output}', scope)).toThrow('${steps.Other.output} names step Other, which has not finished');
  });
});
