import { pino, type DestinationStream, type Logger } from 'pino';
import { traceFields, withTraceFields } from './observability/spans.js';

export type { Logger };

/**
 * Structured JSON logs on stdout. Credentials are redacted wherever they could appear. A line
 * written under an active span (tracing on) carries its trace_id and span_id.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'proctor' },
    mixin: traceFields,
    mixinMergeStrategy: withTraceFields,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-service-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.api_key',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
