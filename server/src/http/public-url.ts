import type { Request } from 'express';
import type { Config } from '../config.js';

/**
 * Where clients reach this server, for links it hands out (a checkout's url): PROCTOR_PUBLIC_URL
 * when set, else the origin the request reached us at (as session-cookie.ts derives our own
 * origin). No trailing slash.
 */
export function publicBaseUrl(req: Request, config: Config): string {
  const base = config.PROCTOR_PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
  return base.replace(/\/+$/, '');
}
