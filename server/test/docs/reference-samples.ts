import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type FencedBlock } from './fenced-blocks.js';

const LANGUAGE_OF = { TypeScript: 'typescript', Python: 'python', Shell: 'shell' } as const;
type Operation = { 'x-codeSamples'?: { lang: keyof typeof LANGUAGE_OF; source: string }[] };

/**
 * The samples of the API reference (`x-codeSamples` of openapi/openapi.json, shown at /docs) as
 * blocks, so that the snippet checks compile them as they compile the documents' own. `line` is
 * the sample's place in the document's order, which names its file.
 */
export function referenceSamples(): FencedBlock[] {
  const document = JSON.parse(readFileSync(path.join(REPO_ROOT, 'openapi/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const operations = Object.entries(document.paths).flatMap(([route, item]) => Object.entries(item).map(([method, operation]) => ({ route, method, operation })));
  return operations.flatMap(({ route, method, operation }) =>
    (operation['x-codeSamples'] ?? []).map((sample) => ({ route, method, sample })),
  ).map(({ route, method, sample }, index) => ({
    document: 'openapi/openapi.json',
    line: index + 1,
    language: LANGUAGE_OF[sample.lang],
    marker: undefined,
    code: sample.source,
    where: `openapi/openapi.json ${method.toUpperCase()} ${route} (${sample.lang})`,
  }));
}
