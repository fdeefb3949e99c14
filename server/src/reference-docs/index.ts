import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderConfiguration } from './configuration.js';
import { renderEndpoints } from './endpoints.js';
import { renderOperations } from './operations.js';
import { renderReasons } from './reasons.js';
import { renderStepTypes } from './step-types.js';

/** docs/reference/ of the repository, reached alike from src/ and from dist/. */
export const REFERENCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/reference');

/**
 * The reference documents generated from the code (`pnpm generate`), never kept by hand: each
 * file's name in docs/reference/ and how it is rendered.
 */
export const REFERENCE_DOCS: readonly { file: string; render: () => string }[] = [
  { file: 'configuration.md', render: renderConfiguration },
  { file: 'endpoints.md', render: renderEndpoints },
  { file: 'operations.md', render: renderOperations },
  { file: 'reasons.md', render: renderReasons },
  { file: 'step-types.md', render: renderStepTypes },
];
