import { createRequire } from 'node:module';

const manifest = createRequire(import.meta.url)('../package.json') as { version: string };

/** The server's release, from its package.json. */
export const VERSION = manifest.version;
