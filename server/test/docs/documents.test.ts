import { describeShellBlocks } from './shell-blocks.js';
import { describeSnippets } from './snippets.js';

// One test file, so that the two run one after the other: vitest runs files in parallel, and both
// build the TypeScript SDK (the README's install block and the snippets' declarations), whose
// build empties sdk-typescript/dist first.
describeShellBlocks();
describeSnippets();
