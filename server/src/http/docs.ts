import { createRequire } from 'node:module';
import path from 'node:path';
import { apiReference } from '@scalar/express-api-reference';
import express, { Router } from 'express';

const ASSETS = '/docs/assets';

/**
 * The interactive API reference (Scalar) at /docs. Its browser bundle is served from the
 * installed package rather than a CDN, so the page works offline.
 */
export function docsRouter(openApiPath: string): Router {
  const require = createRequire(import.meta.url);
  const bundleDir = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser');
  const docs = Router();
  docs.use(ASSETS, express.static(bundleDir, { immutable: true, maxAge: '1d' }));
  docs.get('/docs', apiReference({ url: openApiPath, cdn: `${ASSETS}/standalone.js`, pageTitle: 'Proctor API reference' }));
  return docs;
}
