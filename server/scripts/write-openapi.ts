import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from '../src/openapi/document.js';

writeFileSync(OPENAPI_FILE, serializeOpenApiDocument(buildOpenApiDocument()));
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
