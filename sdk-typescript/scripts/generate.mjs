// Generates the SDK from the server's OpenAPI document (../openapi/openapi.json):
//   src/generated/openapi.ts     every path, operation and schema, by openapi-typescript
//   src/generated/schemas.ts     each component schema by its own name
//   src/generated/codes.ts       the ReasonCode and ErrorCode enums, each code's meaning beside it
//   src/generated/enums.ts       ENUMS: the values of every enum property of every schema
//   src/generated/operations.ts  the dispatch catalog: operation name -> payload and result types
//   src/resources/<name>.ts      one file per resource, one method per operation (from `x-sdk` and `security`);
//                                a resource with a hand-written src/lib/<name>.ts extends its `<Class>Helpers`
//   src/client.ts                `Proctor`: the hand-written runtime (src/core/) with every resource
// Run by `pnpm generate` (here or at the repository root). Never edit the outputs by hand.
import { mkdir, readdir, readFile, rm, writeFile as fsWriteFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { clientFile, codesFile, enumsFile, resourceFile, resourcesIndex, resourceTree, schemasFile } from './lib/emit.mjs';
import { catalogVariants, kebab, sdkOperations } from './lib/sdk-operations.mjs';

const root = new URL('../', import.meta.url);
const documentUrl = new URL('../openapi/openapi.json', root);
const generatedDir = new URL('src/generated/', root);
const resourcesDir = new URL('src/resources/', root);
const header = (what) =>
  `// GENERATED FILE, DO NOT EDIT. ${what}\n` +
  `// Source: openapi/openapi.json. Regenerate with \`pnpm generate\` (sdk-typescript/scripts/generate.mjs).\n`;

// `--check`: write nothing, fail when a generated file differs from what the document gives (CI).
const check = process.argv.includes('--check');
const stale = [];
const written = new Set();
async function writeFile(url, text) {
  written.add(fileURLToPath(url));
  if (!check) return fsWriteFile(url, text);
  const current = await readFile(url, 'utf8').catch(() => '');
  if (current !== text) stale.push(fileURLToPath(url));
}

const document = JSON.parse(await readFile(documentUrl, 'utf8'));
const schemas = document.components?.schemas ?? {};
const schemaNames = new Set(Object.keys(schemas));
await mkdir(generatedDir, { recursive: true });
await mkdir(resourcesDir, { recursive: true });

// 1. Every path, operation and component schema, and each schema by its own name.
const ast = await openapiTS(document, { alphabetize: false, exportType: false, defaultNonNullable: false });
await writeFile(new URL('openapi.ts', generatedDir), header('Types of the Proctor API, by openapi-typescript.') + '\n' + astToString(ast));
const codes = Object.entries(schemas)
  .filter(([, schema]) => schema.type === 'string' && Array.isArray(schema.enum) && schema['x-enum-descriptions'])
  .map(([name, schema]) => ({ name, schema }));
await writeFile(new URL('codes.ts', generatedDir), codesFile(codes, header('The code enums of the document, with their meanings.')));
await writeFile(new URL('enums.ts', generatedDir), enumsFile(schemas, header('The values of the enum properties of the document.')));
await writeFile(
  new URL('schemas.ts', generatedDir),
  schemasFile(schemas, new Set(codes.map((c) => c.name)), header('Every component schema of the document by its own name.')),
);

// 2. The resources, their client and the dispatch catalog, read off the operations' x-sdk.
const ops = sdkOperations(document);
const tree = resourceTree(ops);
const tops = [...new Set(ops.map((op) => op.resource[0]))].sort();
// A resource with a hand-written src/lib/<kebab>.ts extends its `<Class>Helpers` (emit.mjs resourceFile).
const libs = new Set((await readdir(new URL('src/lib/', root)).catch(() => [])).map((file) => file.replace(/\.ts$/, '')));
for (const top of tops) {
  await writeFile(new URL(`${kebab(top)}.ts`, resourcesDir), resourceFile(top, tree, schemaNames, header(`The \`${top}\` resource.`), libs.has(kebab(top))));
}
await writeFile(new URL('index.ts', resourcesDir), resourcesIndex(tops, header('Every resource.')));
await writeFile(new URL('src/client.ts', root), clientFile(tops, tree, schemaNames, header('The client: the runtime of src/core/ with every resource.')));

// The catalog: the variants of the dispatch body (the `{service, operation}` form left out), each
// with its payload component and, when the document has one, its `<Pascal>Result` component.
const dispatch = ops.find((op) => op.body?.dispatch);
const body = document.paths[dispatch.path][dispatch.httpMethod.toLowerCase()].requestBody.content['application/json'].schema;
const operations = catalogVariants(body)
  .filter((variant) => variant.properties.operation.const.includes('.') && !variant.properties.service)
  .map((variant) => {
    const payload = variant.properties.payload.$ref.split('/').pop();
    const result = payload.replace(/Payload$/, 'Result');
    return { name: variant.properties.operation.const, payload, result: schemaNames.has(result) ? result : null };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const lines = [
  header('The dispatch catalog: each operation with its payload and result types.'),
  `import type { components } from './openapi.js';`,
  '',
  '/** Every operation of the catalog, as `"<service>.<operation>"`. */',
  `export const OPERATIONS = [${operations.map((o) => JSON.stringify(o.name)).join(', ')}] as const;`,
  '',
  '/** Operation name -> the payload it takes and the `result` it answers when executed. */',
  'export interface OperationTypes {',
  ...operations.map(
    (o) =>
      `  ${JSON.stringify(o.name)}: {\n    payload: components['schemas'][${JSON.stringify(o.payload)}];\n    result: ${
        o.result ? `components['schemas'][${JSON.stringify(o.result)}]` : '{ [key: string]: unknown }'
      };\n  };`,
  ),
  '}',
  '',
];
await writeFile(new URL('operations.ts', generatedDir), lines.join('\n'));

// A resource file the document no longer gives is stale (every file in src/resources/ is generated).
for (const name of await readdir(resourcesDir)) {
  const path = fileURLToPath(new URL(name, resourcesDir));
  if (written.has(path)) continue;
  if (check) stale.push(`${path} (no longer generated)`);
  else await rm(path);
}

if (check) {
  if (stale.length > 0) {
    console.error(`stale generated files (run \`pnpm generate\`):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`generated files are fresh (${ops.length} methods, ${operations.length} catalog operations)`);
  process.exit(0);
}
console.log(`generated src/generated/, src/resources/ and src/client.ts (${ops.length} methods, ${operations.length} catalog operations)`);
