import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CATALOG, OPERATIONS } from '../../src/domain/catalog/index.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';

type Examples = Record<string, { value: unknown }>;
type Media = { schema?: unknown; examples?: Examples };
type Operation = {
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const document = buildOpenApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })),
);
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

// The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1), so the examples are checked by a
// validator of that draft against the document itself; `x-…` keywords are annotations to it.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document as object, 'openapi');

function check(example: unknown, at: string): string[] {
  const validate = ajv.getSchema(`openapi#/${at}`)!;
  return validate(example) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** Every example of a media type, checked against its schema; an event stream's `data` against its `contentSchema` too. */
function problems(media: Media, at: string): string[] {
  return Object.entries(media.examples ?? {}).flatMap(([name, { value }]) => {
    const own = check(value, `${at}/schema`).map((problem) => `${name}: ${problem}`);
    const event = value as { event?: string; data?: string };
    if (typeof event.data !== 'string') return own;
    const variants = (media.schema as { oneOf: { title: string }[] }).oneOf;
    const index = variants.findIndex((variant) => variant.title === event.event);
    return [...own, ...check(JSON.parse(event.data), `${at}/schema/oneOf/${index}/properties/data/contentSchema`).map((problem) => `${name} data: ${problem}`)];
  });
}

describe('the reference: every operation explained and shown', () => {
  it.each(operations)('$name has a summary, a description, and examples of its request body and success response', ({ path, method, operation }) => {
    expect(operation.summary).toMatch(/\S/);
    expect(operation.description).toMatch(/\S/);
    const body = operation.requestBody?.content['application/json'];
    if (body) expect(Object.keys(body.examples ?? {})).not.toHaveLength(0);
    // A browser's step (the OAuth callback) succeeds with a redirect and no body to show.
    const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2') || code.startsWith('3'))!;
    for (const [type, media] of Object.entries(success.content ?? {})) {
      expect(Object.keys(media.examples ?? {}), type).not.toHaveLength(0);
      expect(problems(media, pointer('paths', path, method, 'responses', status, 'content', type))).toEqual([]);
    }
    if (body) expect(problems(body, pointer('paths', path, method, 'requestBody', 'content', 'application/json'))).toEqual([]);
  });

  it('shows dispatch once per operation of the catalog: its example payload, and what test mode answers it for those a provider serves', () => {
    const dispatch = document.paths?.['/v1/service-requests']?.post as Operation;
    const requests = dispatch.requestBody!.content['application/json']!.examples!;
    const responses = dispatch.responses['200']!.content!['application/json']!.examples!;
    expect(Object.keys(requests)).toEqual([...OPERATIONS]);
    // An internal operation (workflow.run) works on stored data an example has none of: it answers 202 running.
    expect(Object.keys(responses)).toEqual(OPERATIONS.filter((name) => !CATALOG[name].internal));
    expect(responses['web_search.search']!.value).toMatchObject({
      operation: 'web_search.search',
      mode: 'test',
      status: 'executed',
      result: { results: expect.arrayContaining([expect.objectContaining({ title: 'spending controls for AI agents: result 1' })]) },
    });
  });

  it('fails an example that does not fit its schema', () => {
    expect(check({ status: 'ok' }, pointer('paths', '/v1/health', 'get', 'responses', '200', 'content', 'application/json', 'schema'))).not.toEqual([]);
  });
});
