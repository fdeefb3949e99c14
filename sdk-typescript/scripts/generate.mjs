// Generates the SDK's types from the server's OpenAPI document (../openapi/openapi.json):
//   src/generated/openapi.ts     every path, operation and schema, by openapi-typescript
//   src/generated/operations.ts  the dispatch catalog: operation name -> payload and result types
// Run by `pnpm generate` (here or at the repository root). Never edit the outputs by hand.
import { readFile, writeFile as fsWriteFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const documentUrl = new URL('../openapi/openapi.json', root);
const outDir = new URL('src/generated/', root);
const header = (what) =>
  `// GENERATED FILE, DO NOT EDIT. ${what}\n` +
  `// Source: openapi/openapi.json. Regenerate with \`pnpm generate\` (sdk-typescript/scripts/generate.mjs).\n`;

// `--check`: write nothing, fail when a generated file differs from what the document gives (CI).
const check = process.argv.includes('--check');
const stale = [];
async function writeFile(url, text) {
  if (!check) return fsWriteFile(url, text);
  const current = await readFile(url, 'utf8').catch(() => '');
  if (current !== text) stale.push(fileURLToPath(url));
}

const document = JSON.parse(await readFile(documentUrl, 'utf8'));
await mkdir(outDir, { recursive: true });

// 1. Every path, operation and component schema.
const ast = await openapiTS(document, { alphabetize: false, exportType: false, defaultNonNullable: false });
await writeFile(new URL('openapi.ts', outDir), header('Types of the Proctor API, by openapi-typescript.') + '\n' + astToString(ast));

// 2. The dispatch catalog, read off the request body of POST /v1/service-requests: one variant per
//    operation, `{operation: {const: "<service>.<operation>"}, payload: {$ref: ".../<Pascal>Payload"}}`.
//    Its result type is the component `<Pascal>Result` when the document has one.
const schemas = document.components?.schemas ?? {};
const body = document.paths?.['/v1/service-requests']?.post?.requestBody?.content?.['application/json']?.schema;
const variants = body?.oneOf ?? body?.anyOf ?? [];
const operations = [];
for (const variant of variants) {
  const name = variant?.properties?.operation?.const;
  const ref = variant?.properties?.payload?.$ref;
  if (typeof name !== 'string' || !name.includes('.') || variant.properties.service) continue; // the combined form only
  if (typeof ref !== 'string') continue;
  const payload = ref.split('/').pop();
  const resultName = payload.replace(/Payload$/, 'Result');
  operations.push({ name, payload, result: resultName in schemas ? resultName : null });
}
operations.sort((a, b) => a.name.localeCompare(b.name));

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
await writeFile(new URL('operations.ts', outDir), lines.join('\n'));
if (check) {
  if (stale.length > 0) {
    console.error(`stale generated files (run \`pnpm generate\`):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`generated types are fresh (${operations.length} operations)`);
  process.exit(0);
}
console.log(
  `generated ${fileURLToPath(new URL('openapi.ts', outDir))} and operations.ts (${operations.length} operations)`,
);
