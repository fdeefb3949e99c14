import type { NextFunction, Request, Response } from 'express';
import { newId, REQUEST_ID_PATTERN } from '../domain/ids.js';
import { redactPath } from '../domain/secrets.js';
import type { Logger } from '../logger.js';
import { observeRequest } from '../observability/http.js';

/**
 * Gives every request an id (the caller's X-Request-Id when well formed) and logs it when it ends:
 * its path without the query and with its credentials redacted (secrets.ts), never a header; and
 * counts it by its route pattern (observability/http.ts).
 */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : newId('req');
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(req, res, durationMs / 1000);
      const level = res.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        { req_id: requestId, method: req.method, path: redactPath(req.originalUrl.split('?')[0]!), status: res.statusCode, duration_ms: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
