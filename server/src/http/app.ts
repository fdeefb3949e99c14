import { createServer, type Server } from 'node:http';
import express from 'express';
import { buildOpenApiDocument } from '../openapi/document.js';
import type { AnyTRPCRouter } from '@trpc/server';
import { appRouter } from '../routers/index.js';
import { checkProcedureAccess } from '../trpc/access-check.js';
import { API_PREFIX } from '../trpc/api-path.js';
import type { AppDeps } from '../trpc/context.js';
import { StreamSlots } from '../trpc/stream-slots.js';
import { attachChatSockets, upgradeRequired } from './chat-socket.js';
import { answerClientError } from './client-error.js';
import { consoleRouter } from './console.js';
import { docsRouter } from './docs.js';
import { errorHandler, notFound } from './errors.js';
import { InFlight } from './in-flight.js';
import { invitePageRouter } from './invite-page.js';
import { jsonBody } from './json-body.js';
import { requestContext } from './request-context.js';
import { createRestHandler } from './rest-handler.js';
import { pageStyleRouter } from './page-style.js';
import { sandboxCheckoutRouter } from './sandbox-checkout.js';
import { sandboxOAuthRouter } from './sandbox-oauth.js';
import { noStore, securityHeaders } from './security-headers.js';
import { storageFilesRouter } from './storage-files.js';
import { traceRequests } from '../observability/http.js';
import { metricsRouter } from '../observability/metrics-endpoint.js';
import { tracingOn } from '../observability/spans.js';

const OPENAPI_PATH = `${API_PREFIX}/v1/openapi.json`;

/**
 * The whole HTTP surface, assembled in one place: the server, which also answers what Node
 * refuses before the app sees it (client-error.ts), and what a clean stop waits for. Tests may
 * serve another router through it. A router with a mis-declared procedure is refused
 * (access-check.ts).
 */
export function createApp(deps: AppDeps, router: AnyTRPCRouter = appRouter): { server: Server; inFlight: InFlight } {
  checkProcedureAccess(router);
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For decides req.ip, which the signup and login limits count by.
  app.set('trust proxy', deps.config.PROCTOR_TRUST_PROXY);
  app.set('query parser', 'simple');

  const openApiDocument = buildOpenApiDocument();
  const inFlight = new InFlight();
  // Event streams and chat sockets share one count per credential and organization.
  const streams = new StreamSlots(deps.config);
  const rest = createRestHandler(router, deps, inFlight, streams);

  // First, so that the request's own log line is written under its span (observability/http.ts).
  if (tracingOn()) app.use(traceRequests);
  app.use(requestContext(deps.logger));
  app.use(securityHeaders);
  app.use(metricsRouter(deps));
  app.get(OPENAPI_PATH, (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(docsRouter(OPENAPI_PATH));
  app.use(pageStyleRouter());
  app.use(invitePageRouter(deps));
  // The sandbox mints money: its pages exist only where the deployment turned it on (config.ts).
  if (deps.config.PROCTOR_SANDBOX_PAYMENTS) app.use(sandboxCheckoutRouter(deps));
  // The sandbox plays OAuth providers that have no client configured, where the deployment turned it on.
  if (deps.config.PROCTOR_SANDBOX_APPS) app.use(sandboxOAuthRouter(deps.config));
  // Stored objects' bytes, by signed URL: outside the API, whose JSON body limit does not apply to them.
  app.use(storageFilesRouter(deps));
  app.get(/\/ws$/, upgradeRequired);
  app.use(API_PREFIX, noStore, jsonBody(deps.config.PROCTOR_MAX_BODY_BYTES), rest.handler);
  app.use(consoleRouter(deps.config.consoleDir));
  app.use(notFound((path) => (path.startsWith(`${API_PREFIX}/`) ? rest.allowedMethods(path.slice(API_PREFIX.length)) : [])));
  app.use(errorHandler(deps.logger));
  const server = createServer(app).on('clientError', answerClientError);
  attachChatSockets(server, app, deps, inFlight, streams);
  return { server, inFlight };
}
