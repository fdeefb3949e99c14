import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiReference } from '@scalar/express-api-reference';
import express, { Router } from 'express';

const ASSETS = '/docs/assets';

/**
 * The page runs the bundle and the chunks it imports from this server ('self'), and its inline
 * start script by a nonce made for each answer. Scalar injects <style> elements and style
 * attributes, which a nonce cannot cover. It fetches the OpenAPI document, and "Try it" calls the
 * API, from this origin only. Checked in headless Chromium with a report-uri: the page renders,
 * and the one violation reported is the bundle's zod probing for eval, which it does without.
 */
function docsPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The interactive API reference (Scalar) at /docs. Its browser bundle is served from the
 * installed package rather than a CDN, so the page works offline; its default fonts (from
 * fonts.scalar.com), its telemetry and every control that hands the document to Scalar's
 * services are turned off, so it asks nothing of another origin.
 */
export function docsRouter(openApiPath: string): Router {
  const require = createRequire(import.meta.url);
  const bundleDir = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser');
  const docs = Router();
  docs.use(ASSETS, express.static(bundleDir, { immutable: true, maxAge: '1d' }));
  docs.get('/docs', (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.set('Content-Security-Policy', docsPolicy(nonce));
    // Its handler reads only `res`; it is typed for routes without parameters.
    apiReference({
      url: openApiPath,
      cdn: `${ASSETS}/standalone.js`,
      pageTitle: 'Proctor API reference',
      nonce,
      withDefaultFonts: false,
      telemetry: false,
      // Scalar's services, each on by default where the page is on a local address and some
      // wherever the document is: its AI chat (the document sent to api.scalar.com), "Generate MCP"
      // (dashboard.scalar.com), "Open API Client" (client.scalar.com) and the developer tools'
      // share and deploy (registry.scalar.com). The document describes this server: it stays here.
      agent: { disabled: true },
      mcp: { disabled: true },
      hideClientButton: true,
      showDeveloperTools: 'never',
      // Each operation's samples are its `x-codeSamples`, made from the SDKs' own names
      // (openapi/code-samples.ts); the viewer's generic HTTP clients would show calls no SDK makes.
      hiddenClients: true,
    })(req as never, res, next);
  });
  return docs;
}
