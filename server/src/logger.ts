import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout. Credentials are redacted wherever they could appear. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'proctor' },
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
