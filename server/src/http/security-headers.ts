import type { NextFunction, Request, Response } from 'express';

/**
 * What every answer carries, the API's, the docs' and Node's own refusals (client-error.ts)
 * alike. The API answers JSON, never a page: its policy lets it load nothing and be framed by
 * nothing; the docs page and the console send their own (docs.ts, console.ts).
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
} as const;

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(SECURITY_HEADERS);
  next();
}

/**
 * Every API answer is one caller's data, and several carry a secret (an agent's key, a personal
 * token, a session cookie): no cache, shared or private, keeps any of them. One rule for all,
 * rather than a flag a new route could forget.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}
