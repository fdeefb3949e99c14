import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { redactPath } from '../domain/secrets.js';
import { childCache, httpRequestDuration } from './registry.js';
import { tracer } from './spans.js';

/** What a request that no route pattern claimed (pages, the console, a 404) is counted as: one label, whatever its path. */
const OTHER_ROUTE = 'other';

/** The route pattern that served a request (`/api/v1/agents/{id}`), set by its handler (rest-handler.ts); never the raw path. */
export function setRoute(res: Response, pattern: string): void {
  res.locals.route = pattern;
}

const routeOf = (res: Response): string => (res.locals.route as string | undefined) ?? OTHER_ROUTE;

const requestChild = childCache((method, route, status) => httpRequestDuration.labels(method, route, status));

/** One observation per request, when it has been answered (request-context.ts). */
export function observeRequest(req: Request, res: Response, seconds: number): void {
  requestChild(req.method, routeOf(res), String(res.statusCode)).observe(seconds);
}

/**
 * One span per HTTP request, a child of the caller's when it sent a W3C `traceparent`, active
 * while the request is handled so that its dispatch's phases become its children (spans.ts);
 * named by its route pattern once answered. Mounted only when tracing was started (app.ts).
 */
export function traceRequests(req: Request, res: Response, next: NextFunction): void {
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(`${req.method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': redactPath(req.path) } }, parent);
  const active = trace.setSpan(parent, span);
  // The body arrives, and the answer finishes, in the socket's callbacks: bound, they keep the span active.
  context.bind(active, req);
  context.bind(active, res);
  // 'close' comes also when the client left before the answer was written.
  res.once('close', () => {
    const route = routeOf(res);
    span.updateName(`${req.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode, 'proctor.request_id': res.locals.requestId as string });
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(active, next);
}
