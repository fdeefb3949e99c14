import type { NextFunction, Request, Response } from 'express';
import { redactPath } from '../domain/secrets.js';
import type { Logger } from '../logger.js';
import { ApiError, type ErrorEnvelope, toApiError } from '../trpc/errors.js';

/** The one error envelope; a stream that fails once started sends it as its `error` event (sse.ts). */
export function errorBody(res: Response, error: ApiError): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      request_id: res.locals.requestId as string,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

export function sendError(res: Response, error: ApiError): void {
  res.status(error.status).set(error.headers).json(errorBody(res, error));
}

export function notFound(allowedMethods: (path: string) => string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const allowed = allowedMethods(req.path);
    if (allowed.length > 0) {
      next(
        new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}; use ${allowed.join(', ')}`, {
          headers: { Allow: allowed.join(', ') },
        }),
      );
      return;
    }
    next(new ApiError('not_found', `No route for ${req.method} ${req.path}`));
  };
}

/** The last middleware: every error leaves in the one envelope; internal ones are logged, never shown. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    // A refusal sent before the body has all arrived (too large, not JSON, not allowed) ends the
    // connection: otherwise Node would read and discard the rest of the body to keep it open.
    if (!req.complete) res.set('Connection', 'close');
    const { error: apiError, internal } = toApiError(error);
    if (internal) {
      const fields = { err: error, req_id: res.locals.requestId, method: req.method, path: redactPath(req.path) };
      // An outage (the database down or restarting) is the operator's to fix, not a bug.
      if (apiError.code === 'service_unavailable') logger.warn(fields, 'database unavailable');
      else logger.error(fields, 'unhandled error');
    }
    sendError(res, apiError);
  };
}
