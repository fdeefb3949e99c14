import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import { publicBaseUrl } from './public-url.js';

export const SESSION_COOKIE = 'proctor_session';

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[SESSION_COOKIE] : undefined;
}

/** Secure whenever the caller reached us over https, directly or through a trusted proxy. */
function isSecure(req: Request, config: Config): boolean {
  return req.secure || (config.PROCTOR_PUBLIC_URL?.startsWith('https:') ?? false);
}

export function setSessionCookie(req: Request, res: Response, config: Config, secret: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(req, config),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(req, config), path: '/' });
}

/** The origins a browser page may send cookie-authenticated changes from. */
function allowedOrigins(req: Request, config: Config): Set<string> {
  const own = new URL(publicBaseUrl(req, config)).origin;
  return new Set([own, ...config.PROCTOR_ALLOWED_ORIGINS.map((origin) => new URL(origin).origin)]);
}

/**
 * The request's Origin, or the origin of its Referer when a browser left Origin out. `Origin:
 * null` is an origin, an opaque one (a sandboxed frame, a data: or file: page, a cross-origin
 * redirect): it is kept, so that it is refused like any foreign origin, whatever the Referer says.
 */
function requestOrigin(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence for cookie-authenticated changes, on top of SameSite=Lax: the request must come
 * from our own origin (or one allowed by PROCTOR_ALLOWED_ORIGINS). `required` is false for
 * sign-up and sign-in, which carry no session: there a cross-site Origin is refused, none is fine.
 */
export function checkSameOrigin(req: Request, config: Config, required: boolean): string | undefined {
  const origin = requestOrigin(req);
  if (origin === undefined) {
    return required ? 'Changes made with a session cookie must carry an Origin header (CSRF protection)' : undefined;
  }
  return allowedOrigins(req, config).has(origin) ? undefined : `Cross-site request from ${origin} refused (CSRF protection)`;
}
