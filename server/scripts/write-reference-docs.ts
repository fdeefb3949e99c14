import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DIR, REFERENCE_DOCS } from '../src/reference-docs/index.js';

mkdirSync(REFERENCE_DIR, { recursive: true });
for (const { file, render } of REFERENCE_DOCS) {
  const target = path.join(REFERENCE_DIR, file);
  writeFileSync(target, render());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
