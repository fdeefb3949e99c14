import { API_PREFIX } from '../trpc/api-path.js';
import type { SdkExtension } from './sdk.js';

/** One `x-codeSamples` entry, as Scalar and Redoc read it. */
interface CodeSample {
  lang: 'TypeScript' | 'Python' | 'Shell';
  label: string;
  source: string;
}

/** What a sample reads of an operation: the finished document's own fields. */
export interface SampledOperation {
  parameters?: unknown[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-sdk'?: SdkExtension | false;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: { const?: unknown; enum?: unknown[]; description?: string };
}

type Credential = { kind: 'bearer'; variable: string; what: string } | { kind: 'session' } | { kind: 'public' };

/** The environment variable each bearer scheme is read from by both SDKs (their client options). */
const BEARER: Record<string, { variable: string; what: string }> = {
  agentKey: { variable: 'PROCTOR_AGENT_KEY', what: "the agent's key" },
  personalToken: { variable: 'PROCTOR_TOKEN', what: 'a personal access token' },
  deviceToken: { variable: 'PROCTOR_DEVICE_TOKEN', what: "the device's token" },
};

/**
 * The credential the SDKs send: the first bearer scheme the operation accepts (each SDK takes the
 * first of its schemes the client holds, and `proctor init` sets both the key and the token); a
 * signed-in session where it accepts nothing else.
 */
function credentialOf(security: Record<string, string[]>[] | undefined): Credential {
  const schemes = (security ?? []).flatMap((requirement) => Object.keys(requirement));
  const bearer = schemes.find((scheme) => BEARER[scheme]);
  if (bearer) return { kind: 'bearer', ...BEARER[bearer]! };
  return schemes.includes('sessionCookie') ? { kind: 'session' } : { kind: 'public' };
}

/** A value for a parameter: its example, its one or first value, else the id prefix its description names (`agt_…`). */
function placeholder(parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (parameter.schema?.const !== undefined) return parameter.schema.const;
  if (parameter.schema?.enum?.length) return parameter.schema.enum[0];
  const prefix = /\b([a-z]+_)…/.exec(parameter.description ?? parameter.schema?.description ?? '');
  return prefix ? `${prefix[1]}…` : '…';
}

// Python's keywords and the names the Python SDK's methods take for themselves: a field so named
// is passed with a trailing `_` (sdk-python/scripts/generate.py, py_name).
const PYTHON_RESERVED = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'self', 'extra_headers', 'timeout', 'max_retries',
]);

/** camelCase to snake_case, as the Python SDK names resources, methods and arguments (generate.py, snake). */
const snake = (name: string) => name.replace(/[-.\s]+/g, '_').replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
const pyName = (name: string) => (PYTHON_RESERVED.has(snake(name)) ? `${snake(name)}_` : snake(name));

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const pad = (depth: number, unit: string) => unit.repeat(depth);

/** A JSON value as a TypeScript or Python literal, on one line when it is short. */
function literal(value: unknown, language: 'ts' | 'py', depth = 0): string {
  const unit = language === 'ts' ? '  ' : '    ';
  const flat = (item: unknown): string => {
    if (typeof item === 'string') return language === 'ts' ? `'${JSON.stringify(item).slice(1, -1).replace(/'/g, "\\'")}'` : JSON.stringify(item);
    if (typeof item === 'boolean') return language === 'ts' ? String(item) : item ? 'True' : 'False';
    if (item === null || item === undefined) return language === 'ts' ? 'null' : 'None';
    if (Array.isArray(item)) return `[${item.map(flat).join(', ')}]`;
    if (typeof item === 'object') {
      const entries = Object.entries(item).map(([key, inner]) => `${keyOf(key)}: ${flat(inner)}`);
      if (entries.length === 0) return '{}';
      return language === 'ts' ? `{ ${entries.join(', ')} }` : `{${entries.join(', ')}}`;
    }
    return String(item);
  };
  const keyOf = (key: string) => (language === 'ts' && IDENTIFIER.test(key) ? key : JSON.stringify(key));
  const inline = flat(value);
  if (typeof value !== 'object' || value === null || inline.length + depth * unit.length <= 80) return inline;
  const inner = Array.isArray(value)
    ? value.map((item) => `${pad(depth + 1, unit)}${literal(item, language, depth + 1)},`)
    : Object.entries(value).map(([key, item]) => `${pad(depth + 1, unit)}${keyOf(key)}: ${literal(item, language, depth + 1)},`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${inner.join('\n')}\n${pad(depth, unit)}${close}`;
}

/**
 * A call's arguments, on one line when short; else, where only the last spans lines (an object
 * literal), hugging it; else one a line.
 */
function argumentList(args: string[], unit: string, lead: number): string {
  const inline = args.join(', ');
  if (inline.split('\n')[0]!.length + lead <= 90 && !args.slice(0, -1).some((arg) => arg.includes('\n'))) {
    if (!inline.includes('\n') || unit === '  ') return inline;
  }
  return `\n${args.map((arg) => `${unit}${arg.replace(/\n/g, `\n${unit}`)},`).join('\n')}\n`;
}

/** The JSON body the sample sends: the operation's registered example (the first, where it has several). */
function exampleBody(operation: SampledOperation): Record<string, unknown> | undefined {
  const media = operation.requestBody?.content['application/json'];
  if (!media) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  return (first?.value as Record<string, unknown> | undefined) ?? {};
}

/** A list answers `{data, next_cursor}`: the SDKs iterate it across pages. */
function isPage(operation: SampledOperation): boolean {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1] as
    | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
    | undefined;
  const properties = success?.content?.['application/json']?.schema?.properties;
  return properties !== undefined && Object.keys(properties).sort().join(',') === 'data,next_cursor';
}

type Shape = 'page' | 'stream' | 'bytes' | 'void' | 'value';

function shapeOf(operation: SampledOperation, sdk: SdkExtension): Shape {
  if (sdk.stream) return 'stream';
  if (sdk.file || sdk.redirect) return 'bytes';
  if (isPage(operation)) return 'page';
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1] as { content?: unknown } | undefined;
  return success?.content ? 'value' : 'void';
}

interface Inputs {
  path: unknown[];
  query: [string, unknown][];
  body: Record<string, unknown> | undefined;
  /** The method takes an input object (a body or query parameters) before its options. */
  takesInput: boolean;
}

function inputsOf(operation: SampledOperation): Inputs {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const body = exampleBody(operation);
  return {
    path: parameters.filter((parameter) => parameter.in === 'path').map(placeholder),
    query: query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, placeholder(parameter)]),
    body,
    takesInput: body !== undefined || query.length > 0,
  };
}

const ENV_NOTE = (credential: Credential) =>
  credential.kind === 'bearer' ? `PROCTOR_BASE_URL and ${credential.variable} (${credential.what})` : 'PROCTOR_BASE_URL';

function typescriptSample(sdk: SdkExtension, shape: Shape, inputs: Inputs, credential: Credential): string {
  const chain = `client.${[...sdk.resource, sdk.method].join('.')}`;
  const input = inputs.body ?? (inputs.query.length > 0 ? Object.fromEntries(inputs.query) : undefined);
  const args = [
    ...inputs.path.map((value) => literal(value, 'ts')),
    ...(input !== undefined ? [literal(input, 'ts')] : credential.kind === 'session' && inputs.takesInput ? ['{}'] : []),
    ...(credential.kind === 'session' ? ['session'] : []),
  ];
  const call = `${chain}(${argumentList(args, '  ', chain.length)})`;
  const lines = ["import { Proctor } from '@proctor/sdk';", '', `const client = new Proctor(); // ${ENV_NOTE(credential)} from the environment`];
  if (credential.kind === 'session') {
    lines.push(
      '// A signed-in session only: its cookie, and this server as the Origin',
      "const session = { headers: { cookie: 'proctor_session=…', origin: client.baseURL } };",
    );
  }
  lines.push('');
  if (shape === 'page') lines.push(`for await (const item of ${call}) console.log(item);`);
  else if (shape === 'stream') lines.push(`for await (const event of ${call}) console.log(event.event, event.data);`);
  else if (shape === 'bytes') lines.push(`const response = await ${call};`, 'const bytes = new Uint8Array(await response.arrayBuffer());');
  else if (shape === 'void') lines.push(`await ${call};`);
  else lines.push(`const result = await ${call};`, 'console.log(result);');
  return lines.join('\n');
}

function pythonSample(sdk: SdkExtension, shape: Shape, inputs: Inputs, credential: Credential): string {
  const chain = `client.${[...sdk.resource, sdk.method].map(snake).join('.')}`;
  const keywords = inputs.body ? Object.entries(inputs.body) : inputs.query;
  const args = [
    ...inputs.path.map((value) => literal(value, 'py', 1)),
    ...keywords.map(([name, value]) => `${pyName(name)}=${literal(value, 'py', 1)}`),
    ...(credential.kind === 'session' ? ['extra_headers=session'] : []),
  ];
  const call = `${chain}(${argumentList(args, '    ', chain.length)})`;
  const lines = ['from proctor import Proctor', '', `client = Proctor()  # ${ENV_NOTE(credential)} from the environment`];
  if (credential.kind === 'session') lines.push('session = {"cookie": "proctor_session=…"}  # a signed-in session only; the SDK adds the Origin');
  lines.push('');
  if (shape === 'page') lines.push(`for item in ${call}:`, '    print(item)');
  else if (shape === 'stream') lines.push(`with ${call} as stream:`, '    for event in stream:', '        print(event.event, event.data)');
  else if (shape === 'bytes' && sdk.redirect) lines.push(`with ${call} as download:`, '    data = b"".join(download.iter_bytes())');
  else if (shape === 'bytes') lines.push(`data = ${call}.read()`);
  else if (shape === 'void') lines.push(call);
  else lines.push(`result = ${call}`, 'print(result)');
  return lines.join('\n');
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlSample(method: string, path: string, operation: SampledOperation, credential: Credential, sdk: SdkExtension | false): string {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const values = new Map(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, placeholder(parameter)]));
  const resolved = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values.get(name))).replace(/%E2%80%A6/g, '…'));
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${encodeURIComponent(String(placeholder(parameter))).replace(/%E2%80%A6/g, '…')}`);
  const url = `"$PROCTOR_BASE_URL${API_PREFIX}${resolved}${query.length > 0 ? `?${query.join('&')}` : ''}"`;
  const flags = [sdk && sdk.stream ? '-sN' : '-s', ...(method === 'get' ? [] : [`-X ${method.toUpperCase()}`])].join(' ');
  const lines = [`curl ${flags} ${url}`];
  if (credential.kind === 'bearer') lines.push(`-H "Authorization: Bearer $${credential.variable}"`);
  if (credential.kind === 'session') lines.push(`-H 'Cookie: proctor_session=…'`, `-H "Origin: $PROCTOR_BASE_URL"`);
  for (const header of parameters.filter((parameter) => parameter.in === 'header')) {
    if (header.name.toLowerCase() === 'idempotency-key') lines.push(`-H "Idempotency-Key: $(node -p 'crypto.randomUUID()')"`);
    else if (header.required) lines.push(`-H ${shellQuote(`${header.name}: ${String(placeholder(header))}`)}`);
  }
  const body = exampleBody(operation);
  if (body !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body))}`);
  const form = operation.requestBody?.content['application/x-www-form-urlencoded'] as { schema?: { required?: string[] } } | undefined;
  if (form) lines.push(`-d ${shellQuote((form.schema?.required ?? []).map((field) => `${field}=…`).join('&'))}`);
  return lines.join(' \\\n  ');
}

/**
 * `x-codeSamples` of an operation: the call through each SDK, named by the operation's `x-sdk` (the
 * one mapping both SDK generators read, Python's names in snake_case), with its registered example
 * body, its path and required query parameters, and the credential its `security` takes; and the
 * same request with curl. An operation outside the SDKs (`x-sdk: false`: a provider's webhook, an
 * OAuth callback) has the curl sample alone.
 */
export function codeSamples(method: string, path: string, operation: SampledOperation): CodeSample[] {
  const sdk = operation['x-sdk'] ?? false;
  const credential = credentialOf(operation.security);
  const shell: CodeSample = { lang: 'Shell', label: 'curl', source: curlSample(method, path, operation, credential, sdk) };
  if (!sdk) return [shell];
  const shape = shapeOf(operation, sdk);
  const inputs = inputsOf(operation);
  return [
    { lang: 'TypeScript', label: '@proctor/sdk', source: typescriptSample(sdk, shape, inputs, credential) },
    { lang: 'Python', label: 'proctor (Python)', source: pythonSample(sdk, shape, inputs, credential) },
    shell,
  ];
}
