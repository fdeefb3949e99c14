import type { AnyTRPCRouter } from '@trpc/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { forEachOpenApiProcedure, getPathRegExp, type OpenApiMethod } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { AppDeps, Context } from '../trpc/context.js';
import { ApiError } from '../trpc/errors.js';
import { createCallerFactory, type ProcedureMeta } from '../trpc/init.js';
import type { StreamSlots } from '../trpc/stream-slots.js';
import { BODY_METHODS, procedureInput } from '../trpc/procedure-input.js';
import type { Config } from '../config.js';
import { hasBody, isForm, isJson, rawBodyOf } from './body.js';
import type { InFlight } from './in-flight.js';
import { acceptUrl } from './invite-page.js';
import { publicBaseUrl } from './public-url.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
import { queryInput } from './query-input.js';
import { writeStream } from './sse.js';
import { writeFile } from './file-response.js';
import type { FileAnswer } from '../trpc/file.js';
import { EVENT_ID_MAX_LENGTH } from '../trpc/stream.js';
import { API_PREFIX } from '../trpc/api-path.js';
import { setRoute } from '../observability/http.js';

interface Route {
  method: OpenApiMethod;
  /** Its path template under the API prefix (`/api/v1/agents/{id}`): the route label of its metrics and traces. */
  template: string;
  pattern: RegExp;
  procedurePath: string[];
  takesInput: boolean;
  inputSchema: z.ZodType;
  successStatus: number;
  stream: ProcedureMeta['stream'];
  file: ProcedureMeta['file'];
  /** Takes a form-encoded body instead of JSON (`openapi.contentTypes`): a provider's webhook that posts forms. */
  form: boolean;
}

const FORM = 'application/x-www-form-urlencoded';

/** One path of the document and the routes of its methods. */
interface PathTemplate {
  pattern: RegExp;
  /** How many `{parameters}` it has: of the templates a path matches, the one with fewest serves it. */
  parameters: number;
  routes: Route[];
}

function collectTemplates(appRouter: AnyTRPCRouter): PathTemplate[] {
  const templates = new Map<string, PathTemplate>();
  forEachOpenApiProcedure<ProcedureMeta>(appRouter._def.procedures, ({ path, procedure, meta }) => {
    const { schema, takesInput } = procedureInput(procedure);
    const pattern = getPathRegExp(meta.openapi.path);
    const template = templates.get(meta.openapi.path) ?? { pattern, parameters: meta.openapi.path.split('{').length - 1, routes: [] };
    templates.set(meta.openapi.path, template);
    template.routes.push({
      method: meta.openapi.method,
      template: `${API_PREFIX}${meta.openapi.path}`,
      pattern,
      procedurePath: path.split('.'),
      takesInput,
      inputSchema: schema,
      successStatus: meta.successStatus ?? 200,
      stream: meta.stream,
      file: meta.file,
      form: meta.openapi.contentTypes?.includes(FORM) ?? false,
    });
  });
  return [...templates.values()];
}

/**
 * The path template that serves `path`: literal segments beat parameters, so `/agents/me` is
 * served by its own template alone (GET), never by `/agents/{id}` with the id "me", as the
 * document lists each template with its own methods.
 */
function templateFor(templates: PathTemplate[], path: string): PathTemplate | undefined {
  let serving: PathTemplate | undefined;
  for (const template of templates) {
    if (template.pattern.test(path) && (!serving || template.parameters < serving.parameters)) serving = template;
  }
  return serving;
}

function pathParameters(route: Route, path: string): Record<string, string> {
  const raw = route.pattern.exec(path)?.groups ?? {};
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => {
      try {
        return [name, decodeURIComponent(value)];
      } catch {
        throw new ApiError('invalid_request', `Path parameter ${name} is not valid percent-encoding`);
      }
    }),
  );
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u; // with `u`, only an unpaired half matches

/**
 * PostgreSQL stores neither U+0000 nor a lone UTF-16 surrogate, in text or in jsonb; refused here,
 * at the edge, as 400 with the field named, instead of failing in the database.
 */
function assertStorableText(value: unknown, path: string[] = []): void {
  const refuse = (where: string[], what: string) => {
    const field = where.join('.');
    throw new ApiError('invalid_request', `Invalid request: ${field ? `${field}: ` : ''}${what}`, {
      details: [{ path: field, message: what, code: 'invalid_string' }],
    });
  };
  if (typeof value === 'string') {
    if (value.includes('\u0000')) refuse(path, 'text may not contain the NUL character (U+0000)');
    if (LONE_SURROGATE.test(value)) refuse(path, 'text must be well-formed Unicode (no lone surrogates)');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => assertStorableText(item, [...path, String(index)]));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key, path);
      assertStorableText(item, [...path, key]);
    }
  }
}

function bodyInput(req: Request): Record<string, unknown> {
  if (!hasBody(req)) return {};
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('invalid_request', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Serves the tRPC router as REST from each procedure's OpenAPI meta. trpc-to-openapi's own
 * handler fixes its error body and status codes; this one keeps its routing helpers and
 * leaves errors to the app's one error envelope. A procedure with `meta.stream` resolves, once its
 * checks pass, to an async iterable that is written out as Server-Sent Events (sse.ts); one with
 * `meta.file`, to the bytes of a file, written with their own content type (file-response.ts).
 */

/** A stream's Last-Event-ID, refused (400) when longer than any event id the server sends. */
function lastEventId(req: Request): string | undefined {
  const id = req.get('last-event-id');
  if (id !== undefined && id.length > EVENT_ID_MAX_LENGTH) {
    throw new ApiError('invalid_request', `Last-Event-ID is longer than ${EVENT_ID_MAX_LENGTH} characters, longer than any event id`);
  }
  return id;
}

/**
 * What a route may know of its HTTP request beyond its input: the session cookie, this server's
 * public links and the raw body, so that routers import nothing of http/ (eslint.config.js).
 */
function httpOf(req: Request, res: Response, config: Config): Pick<Context, 'session' | 'publicUrl' | 'inviteUrl' | 'rawBody'> {
  return {
    session: {
      read: () => readSessionCookie(req),
      set: (secret, expiresAt) => setSessionCookie(req, res, config, secret, expiresAt),
      clear: () => clearSessionCookie(req, res, config),
    },
    publicUrl: (path = '') => `${publicBaseUrl(req, config)}${path}`,
    inviteUrl: (token) => acceptUrl(req, config, token),
    rawBody: () => rawBodyOf(req),
  };
}

export function createRestHandler(
  appRouter: AnyTRPCRouter,
  deps: AppDeps,
  inFlight: InFlight,
  streams: StreamSlots,
): { handler: RequestHandler; allowedMethods(path: string): OpenApiMethod[] } {
  const templates = collectTemplates(appRouter);
  const createCaller = createCallerFactory(appRouter);

  const handler = async (req: Request, res: Response, next: NextFunction) => {
    const route = templateFor(templates, req.path)?.routes.find((candidate) => candidate.method === req.method);
    if (!route) return next();
    setRoute(res, route.template);
    try {
      if (BODY_METHODS.has(req.method) && hasBody(req) && !(route.form ? isForm(req) : isJson(req))) {
        throw new ApiError('invalid_request', `Content-Type must be ${route.form ? FORM : 'application/json'}`, { status: 415 });
      }
      const pathInput = pathParameters(route, req.path);
      const input = route.takesInput
        ? { ...(BODY_METHODS.has(req.method) ? bodyInput(req) : queryInput(req, route.inputSchema)), ...pathInput }
        : undefined;
      assertStorableText(input);
      let status = route.successStatus;
      const ctx: Context = {
        ...deps,
        req,
        res,
        requestId: res.locals.requestId as string,
        ...httpOf(req, res, deps.config),
        setStatus: (code) => {
          status = code;
        },
        ...(route.stream ? { lastEventId: lastEventId(req), streams } : {}),
      };
      // A stream's work stops with it (sse.ts): tRPC hands this signal to the procedure. Other
      // routes answer at once and need none.
      const work = route.stream ? new AbortController() : undefined;
      let target: unknown = createCaller(ctx, work ? { signal: work.signal } : undefined);
      for (const segment of route.procedurePath) target = (target as Record<string, unknown>)[segment];
      const data = await inFlight.track((target as (input: unknown) => Promise<unknown>)(input));
      if (route.stream && work) {
        const limits = {
          pingMs: deps.config.PROCTOR_STREAM_PING_MS,
          maxMs: deps.config.PROCTOR_STREAM_MAX_SECONDS * 1000,
          idleMs: deps.config.PROCTOR_STREAM_IDLE_SECONDS * 1000,
          closing: inFlight.streamsClosing,
        };
        await inFlight.track(writeStream(res, data as AsyncIterable<never>, route.stream, work, limits, deps.logger));
        return;
      }
      // POST /v1/mcp answers on the response itself, through the MCP SDK's transport (mcp/http.ts).
      if (res.headersSent) return;
      if (route.file) writeFile(res, data as FileAnswer, route.file, status);
      else if (status === 204) res.status(204).end();
      // A browser's step (an OAuth callback, a download): the procedure answers where it goes on to.
      else if (status === 302 || status === 303) res.redirect(status, (data as { location: string }).location);
      else res.status(status).json(data);
    } catch (error) {
      next(error);
    }
  };

  const allowedMethods = (path: string) => templateFor(templates, path)?.routes.map((route) => route.method) ?? [];

  return { handler, allowedMethods };
}
