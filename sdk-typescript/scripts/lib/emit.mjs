// The TypeScript text of the generated files: one resource file per top-level resource (its
// nested resources beside it), the resource index, the client, the schema aliases and the codes.
import { camel, kebab, pascal } from './sdk-operations.mjs';

const jsdoc = (lines, indent) => {
  const text = lines.filter((l) => l !== undefined).join('\n').trim();
  if (!text) return '';
  const body = text.replace(/\*\//g, '*\\/').split('\n');
  return `${indent}/**\n${body.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
};

/** The class of a resource: its path in Pascal case, with `Resource` where a schema has that name. */
export function className(resource, schemaNames) {
  const name = resource.map(pascal).join('');
  return schemaNames.has(name) ? `${name}Resource` : name;
}

function pathExpression(op) {
  const args = op.pathParams.map(camel);
  const text = op.path.replace(/\{([^}]+)\}/g, (_m, name) => `\${seg(${camel(name)})}`);
  return args.length > 0 ? `\`${text}\`` : `'${text}'`;
}

function resultType(op) {
  switch (op.response.kind) {
    case 'void':
      return 'void';
    case 'schema':
      return `T.${op.response.name}`;
    case 'inline':
      return op.response.name;
    case 'page':
      return `T.${op.response.item}`;
    case 'file':
    case 'redirect':
      return 'Response';
    case 'stream':
      return `StreamEvent<{ ${op.response.events.map((e) => `${e.name}: T.${e.data}`).join('; ')} }>`;
  }
}

/** The options a method takes: a dispatch's (Idempotency-Key and X-Delegated-Task), an idempotent call's, or the common ones. */
function optionsTypeOf(op) {
  return op.delegatable ? 'DispatchRequestOptions' : op.idempotent ? 'IdempotentRequestOptions' : 'RequestOptions';
}

/** The statuses a create-and-wait stops on, as code. */
const untilCode = (op) => `new Set([${op.waitable.until.map((status) => `'${status}'`).join(', ')}])`;

function methodCode(op) {
  const ind = '  ';
  const pathArgs = op.pathParams.map((p) => `${camel(p)}: string`);
  const security = JSON.stringify(op.security).replace(/"/g, "'").replace(/,/g, ', ');
  const optionsType = optionsTypeOf(op);
  const doc = jsdoc([op.summary, op.description ? `\n${op.description}` : undefined, `\n\`${op.httpMethod} /api${op.path}\``], ind);
  const spec = (extra) =>
    `{ method: '${op.httpMethod}', path: ${pathExpression(op)}${extra}, security: ${security}${op.idempotent ? ', idempotent: true' : ''}${op.delegatable ? ', delegatable: true' : ''} }`;
  if (op.response.kind === 'page') {
    const q = op.query ? `query: ${op.paramsName}${op.query.required ? '' : ' = {}'}` : undefined;
    const args = [...pathArgs, q, `options?: ${optionsType}`].filter(Boolean).join(', ');
    return `${doc}${ind}${op.method}(${args}): PagePromise<${resultType(op)}> {\n${ind}  return this._client.getList(${pathExpression(op)}, ${op.query ? 'query' : '{}'}, ${security}, options);\n${ind}}\n`;
  }
  if (op.response.kind === 'stream') {
    // A streamed POST (a chat turn) sends its body, and sends it again when it resumes.
    const input = op.body ? `body: ${op.paramsName}${op.body.required ? '' : ' = {}'}` : undefined;
    const args = [...pathArgs, input, `options?: ${optionsType}`].filter(Boolean).join(', ');
    return `${doc}${ind}${op.method}(${args}): Stream<${resultType(op)}> {\n${ind}  return this._client.stream(${spec(op.body ? ', body' : '')}, options);\n${ind}}\n`;
  }
  if (op.body?.dispatch) {
    // The dispatch: the body is the catalog, so the operation name types its payload and result
    // (types.ts: `<Params><Op>` and `<Result>Of<Op>`).
    const result = op.response.name;
    const out = [
      `${doc}${ind}${op.method}<Op extends T.OperationName>(${[...pathArgs, `body: T.${op.paramsName}<Op>`, `options?: ${optionsType}`].join(', ')}): APIPromise<T.${result}Of<Op>>;\n`,
      `${ind}${op.method}(${[...pathArgs, 'body: T.DispatchBody', `options?: ${optionsType}`].join(', ')}): APIPromise<T.${result}>;\n`,
      `${ind}${op.method}(${[...pathArgs, `body: T.DispatchBody | T.${op.paramsName}`, `options?: ${optionsType}`].join(', ')}): APIPromise<T.${result}> {\n`,
      `${ind}  return this._client.request(${spec(', body')}, options);\n${ind}}\n`,
    ];
    if (op.waitable) {
      const wait = jsdoc([`${op.summary}, then poll \`retrieve\` until the outcome (executed, failed or blocked).`, '', 'The same Idempotency-Key for the create; see core/waiting.ts for the polling schedule.'], ind);
      out.push(
        `\n${wait}${ind}${op.method}AndWait<Op extends T.OperationName>(${[...pathArgs, `body: T.${op.paramsName}<Op>`, `options?: WaitOptions<T.${result}>`].join(', ')}): Promise<T.${result}Of<Op>>;\n`,
        `${ind}${op.method}AndWait(${[...pathArgs, 'body: T.DispatchBody', `options?: WaitOptions<T.${result}>`].join(', ')}): Promise<T.${result}>;\n`,
        `${ind}${op.method}AndWait(${[...pathArgs, `body: T.DispatchBody | T.${op.paramsName}`, `options?: WaitOptions<T.${result}>`].join(', ')}): Promise<T.${result}> {\n`,
        `${ind}  return createAndWait((o) => this.${op.method}(${[...op.pathParams.map(camel), 'body as T.DispatchBody', 'o'].join(', ')}), (id, o) => this.retrieve(id, o), options, ${untilCode(op)});\n${ind}}\n`,
      );
    }
    return out.join('');
  }
  const input = op.body
    ? `body: ${op.paramsName}${op.body.required ? '' : ' = {}'}`
    : op.query
      ? `query: ${op.paramsName}${op.query.required ? '' : ' = {}'}`
      : undefined;
  const args = [...pathArgs, input, `options?: ${optionsType}`].filter(Boolean).join(', ');
  const extra = op.body ? ', body' : op.query ? ', query' : '';
  if (op.response.kind === 'redirect') {
    // Two methods: the Location, not followed; and the bytes there, fetched with no credential (core/api-client.ts).
    const urlDoc = jsdoc([`${op.summary}: the URL it redirects to, not followed`, op.description ? `\n${op.description}` : undefined, `\n\`${op.httpMethod} /api${op.path}\` (its \`Location\`)`], ind);
    const streamDoc = jsdoc(
      [
        `${op.summary}: the redirect followed, its body a stream`,
        op.description ? `\n${op.description}` : undefined,
        `\n\`${op.httpMethod} /api${op.path}\`, then its \`Location\` with no credential. Answers the fetch \`Response\` once its headers arrive, the body unread: stream \`response.body\` (a web ReadableStream), or read it whole with \`arrayBuffer()\`; \`options.signal\` also cancels the body.`,
      ],
      ind,
    );
    return (
      `${streamDoc}${ind}${op.method}(${args}): APIPromise<Response> {\n${ind}  return this._client.requestRedirected(${spec(extra)}, options);\n${ind}}\n\n` +
      `${urlDoc}${ind}${op.method}Url(${args}): APIPromise<string> {\n${ind}  return this._client.requestLocation(${spec(extra)}, options);\n${ind}}\n`
    );
  }
  if (op.response.kind === 'file') {
    const accept = `, accept: '${[...op.response.contentTypes, 'application/json'].join(', ')}'`;
    return `${doc}${ind}${op.method}(${args}): APIPromise<Response> {\n${ind}  return this._client.requestFile(${spec(extra + accept)}, options);\n${ind}}\n`;
  }
  const call = `${doc}${ind}${op.method}(${args}): APIPromise<${resultType(op)}> {\n${ind}  return this._client.request(${spec(extra)}, options);\n${ind}}\n`;
  if (!op.waitable) return call;
  if (!op.body || op.response.kind !== 'schema') throw new Error(`${op.operationId}: x-sdk.waitable needs a body and one schema answered`);
  // The resource's retrieve takes the same path parameters and then the id of the state answered.
  const result = resultType(op);
  const wait = jsdoc([`${op.summary}, then poll \`retrieve\` until its status is ${op.waitable.until.join(', ')}.`, '', 'See core/waiting.ts for the polling schedule.'], ind);
  const passed = [...op.pathParams.map(camel), 'body'];
  return (
    `${call}\n${wait}${ind}${op.method}AndWait(${[...pathArgs, input, `options?: WaitOptions<${result}>`].join(', ')}): Promise<${result}> {\n` +
    `${ind}  return createAndWait((o) => this.${op.method}(${[...passed, 'o'].join(', ')}), (stateId, o) => this.retrieve(${[...op.pathParams.map(camel), 'stateId', 'o'].join(', ')}), options, ${untilCode(op)});\n${ind}}\n`
  );
}

function typeAliases(op) {
  const out = [];
  if (op.body && !op.body.dispatch) out.push(`export type ${op.paramsName} = T.RequestBody<'${op.operationId}'>;`);
  if (op.query) out.push(`export type ${op.paramsName} = T.QueryParams<'${op.operationId}'>;`);
  if (op.response.kind === 'inline') out.push(`export type ${op.response.name} = T.ResponseBody<'${op.operationId}'>;`);
  return out;
}

/** The resource tree: every resource path (and its parents) with its operations. */
export function resourceTree(ops) {
  const tree = new Map();
  for (const op of ops) {
    for (let depth = 1; depth <= op.resource.length; depth++) {
      const key = op.resource.slice(0, depth).join('.');
      if (!tree.has(key)) tree.set(key, { resource: op.resource.slice(0, depth), ops: [] });
    }
    tree.get(op.resource.join('.')).ops.push(op);
  }
  return tree;
}

/**
 * `src/resources/<kebab>.ts` of one top-level resource and its nested ones. With `helpers` (the
 * resource has a hand-written `src/lib/<kebab>.ts`), its class extends that module's
 * `<Class>Helpers` (itself an APIResource): hand-written methods beside the generated ones that
 * regeneration keeps, as openai-node's `src/lib/` beside its resources.
 */
export function resourceFile(top, tree, schemaNames, header, helpers = false) {
  const nodes = [...tree.values()].filter((n) => n.resource[0] === top).sort((a, b) => b.resource.length - a.resource.length || a.resource.join('.').localeCompare(b.resource.join('.')));
  const ops = nodes.flatMap((n) => n.ops);
  const uses = (pattern) => ops.some(pattern);
  const imports = [
    uses((o) => o.response.kind !== 'page' && o.response.kind !== 'stream') && `import type { APIPromise } from '../core/api-promise.js';`,
    `import type { ${['DispatchRequestOptions', 'IdempotentRequestOptions', 'RequestOptions'].filter((type) => uses((o) => optionsTypeOf(o) === type)).join(', ')} } from '../core/http.js';`,
    uses((o) => o.response.kind === 'page') && `import type { PagePromise } from '../core/pagination.js';`,
    `import { ${[(!helpers || nodes.length > 1) && 'APIResource', uses((o) => o.pathParams.length > 0) && 'seg'].filter(Boolean).join(', ')} } from '../core/resource.js';`,
    uses((o) => o.response.kind === 'stream') && `import type { Stream, StreamEvent } from '../core/streaming.js';`,
    uses((o) => o.waitable) && `import { createAndWait, type WaitOptions } from '../core/waiting.js';`,
    `import type * as T from '../types.js';`,
    helpers && `import { ${className([top], schemaNames)}Helpers } from '../lib/${kebab(top)}.js';`,
  ].filter(Boolean);
  const aliases = ops.flatMap(typeAliases);
  for (const alias of aliases) {
    const name = alias.split(' ')[2];
    if (schemaNames.has(name)) throw new Error(`${name} is both a schema and an SDK type name`);
  }
  const classes = nodes.map((node) => {
    const children = [...tree.values()].filter((c) => c.resource.length === node.resource.length + 1 && node.resource.every((r, i) => c.resource[i] === r));
    const fields = children.map((c) => `  readonly ${c.resource.at(-1)}: ${className(c.resource, schemaNames)} = new ${className(c.resource, schemaNames)}(this._client);\n`);
    const methods = [...node.ops].sort((a, b) => a.method.localeCompare(b.method)).map(methodCode);
    const doc = jsdoc([`\`client.${node.resource.join('.')}\``], '');
    const base = helpers && node.resource.length === 1 ? `${className(node.resource, schemaNames)}Helpers` : 'APIResource';
    return `${doc}export class ${className(node.resource, schemaNames)} extends ${base} {\n${[fields.join(''), ...methods].filter(Boolean).join('\n')}}\n`;
  });
  return [header, imports.join('\n'), '', ...(aliases.length ? [aliases.join('\n'), ''] : []), classes.join('\n')].join('\n');
}

export function resourcesIndex(tops, header) {
  return `${header}\n${tops.map((top) => `export * from './${kebab(top)}.js';`).join('\n')}\n`;
}

export function clientFile(tops, tree, schemaNames, header) {
  const lines = [
    header,
    `import { APIClient } from './core/api-client.js';`,
    ...tops.map((top) => `import { ${className([top], schemaNames)} } from './resources/${kebab(top)}.js';`),
    '',
    `export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './core/api-client.js';`,
    '',
    '/**',
    ' * The Proctor API client.',
    ' *',
    ' * ```ts',
    ' * const client = new Proctor(); // PROCTOR_AGENT_KEY, PROCTOR_TOKEN, PROCTOR_DEVICE_TOKEN, PROCTOR_BASE_URL',
    " * const request = await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'proctor' } });",
    ' * ```',
    ' */',
    'export class Proctor extends APIClient {',
    ...tops.map((top) => `  readonly ${top}: ${className([top], schemaNames)} = new ${className([top], schemaNames)}(this);`),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** `src/generated/schemas.ts`: every component schema by its own name (the codes have their own file). */
export function schemasFile(schemas, skip, header) {
  const lines = [header, `import type { components } from './openapi.js';`, ''];
  for (const [name, schema] of Object.entries(schemas)) {
    if (skip.has(name) || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    lines.push(`${jsdoc([schema.description], '')}export type ${name} = components['schemas'][${JSON.stringify(name)}];`);
  }
  return `${lines.join('\n')}\n`;
}

/** The string values a property schema takes, when it is an enum (directly, nullable, or as an array's items); else undefined. */
function enumValues(schema) {
  if (!schema || typeof schema !== 'object') return undefined;
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) return schema.enum;
  if (schema.type === 'array') return enumValues(schema.items);
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const values = enumValues(variant);
    if (values) return values;
  }
  return undefined;
}

/**
 * `src/generated/enums.ts`: ENUMS, the values of every enum property of every component schema
 * (ENUMS.BudgetRequest.status), so that a client offers the values the API takes as values, not a
 * list of its own typed again.
 */
export function enumsFile(schemas, header) {
  const entries = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    const properties = Object.entries(schema.properties ?? {})
      .map(([property, propertySchema]) => [property, enumValues(propertySchema)])
      .filter(([, values]) => values);
    if (properties.length === 0) continue;
    entries.push(`  ${name}: {\n${properties.map(([property, values]) => `    ${JSON.stringify(property)}: ${JSON.stringify(values)},`).join('\n')}\n  },`);
  }
  return `${header}\n/** The values of each enum property of each component schema, by schema and property. */\nexport const ENUMS = {\n${entries.join('\n')}\n} as const;\n`;
}

/** `src/generated/codes.ts`: an enum component as a const list and its union, each code's meaning beside it. */
export function codesFile(codes, header) {
  const lines = [header];
  for (const { name, schema } of codes) {
    const constName = `${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}S`;
    const meanings = schema['x-enum-descriptions'] ?? [];
    lines.push(
      `${jsdoc([schema.description], '')}export const ${constName} = [\n${schema.enum.map((code, i) => `${jsdoc([meanings[i]], '  ')}  ${JSON.stringify(code)},`).join('\n')}\n] as const;\n`,
      `${jsdoc([`${name}: one of ${constName}. Fields that carry one are typed \`${name} | (string & {})\`: a newer server may send a code this release does not list.`], '')}export type ${name} = (typeof ${constName})[number];\n`,
    );
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}
