import type { Request } from 'express';
import type { Config } from '../config.js';

/**
 * Where clients reach this server: PROCTOR_PUBLIC_URL when set, else the origin the request
 * reached us at. The links it hands out (a checkout's url, an invite's accept_url) start with
 * it, and its origin is the one a browser's cookie-authenticated change may come from
 * (session-cookie.ts). No trailing slash.
 */
export function publicBaseUrl(req: Request, config: Config): string {
  const base = config.PROCTOR_PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
  return base.replace(/\/+$/, '');
}
