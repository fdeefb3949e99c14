import type { OrgRole } from '../generated/prisma/enums.js';
import { callerFromBearer, callerFromSession, hasRole, withRequestedWorkspace, WORKSPACE_HEADER, type AnyCaller, type CredentialKind } from '../domain/auth/caller.js';
import { DomainError } from '../domain/errors.js';
import { holdsPermission, type Permission } from '../domain/members/permissions.js';
import { checkSameOrigin, readSessionCookie } from '../http/session-cookie.js';
import type { Context } from './context.js';
import { ApiError } from './errors.js';
import { enforceCredentialLimit } from './rate-limit.js';

/**
 * Who may call a procedure (its meta.auth, init.ts): the credential kinds accepted, the least
 * organization role and, for people, a permission they must hold (owners hold every one).
 */
export interface ProcedureAuth {
  credentials: readonly CredentialKind[];
  role?: OrgRole;
  permission?: Permission;
}

const KIND_NAMES: Record<CredentialKind, string> = {
  session: 'a browser session',
  pat: 'a personal access token',
  agent: 'an agent key',
  device: 'a device token',
};

function acceptedList(kinds: readonly CredentialKind[]): string {
  return kinds.map((kind) => KIND_NAMES[kind]).join(' or ');
}

/** Refuses a cross-site request (403); `required`: a missing Origin is refused too. */
export function assertSameOrigin(ctx: Context, required: boolean): void {
  const refusal = checkSameOrigin(ctx.req, ctx.config, required);
  if (refusal) throw new ApiError('forbidden', refusal);
}

/**
 * Who is calling: the Authorization header when present, else the session cookie; in the
 * workspace the Proctor-Workspace header names, when it does.
 */
export async function authenticate(ctx: Context): Promise<AnyCaller> {
  const caller = await credentialCaller(ctx);
  const requested = ctx.req.headers[WORKSPACE_HEADER.toLowerCase()];
  if (requested === undefined) return caller;
  if (typeof requested !== 'string' || requested.trim() === '') {
    throw new DomainError('invalid_request', `${WORKSPACE_HEADER} must be one workspace id (wsp_…)`);
  }
  return withRequestedWorkspace(ctx.db.prisma, caller, requested.trim());
}

async function credentialCaller(ctx: Context): Promise<AnyCaller> {
  const authorization = ctx.req.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) throw new DomainError('unauthorized', 'The Authorization header must be "Bearer <agent key or personal access token>"');
    return callerFromBearer(ctx.db.prisma, match[1], ctx.agentKeys);
  }
  const session = readSessionCookie(ctx.req);
  if (session) return callerFromSession(ctx.db.prisma, session);
  throw new DomainError('unauthorized', 'Missing credential: send "Authorization: Bearer <key or token>" or sign in');
}

/**
 * Enforces a procedure's `meta.auth`: the credential is valid (else 401), of a kind the
 * procedure accepts (else 403), within its rate limit (else 429), same-origin when it is a
 * cookie used for a change (else 403), of a role high enough (else 403) and, for people, holding
 * the permission the procedure asks for (else 403).
 */
export async function authorize(ctx: Context, meta: { auth?: ProcedureAuth } | undefined): Promise<AnyCaller> {
  const auth = meta?.auth;
  if (!auth) throw new Error(`procedure ${ctx.req.method} ${ctx.req.path} has no meta.auth`);
  const caller = await authenticate(ctx);
  if (!auth.credentials.includes(caller.kind)) {
    const reason = caller.kind === 'agent' ? 'Agent keys cannot manage this resource; ' : '';
    throw new ApiError('forbidden', `${reason}This endpoint accepts ${acceptedList(auth.credentials)}, not ${KIND_NAMES[caller.kind]}`);
  }
  await enforceCredentialLimit(ctx, caller);
  if (caller.kind === 'session' && ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') assertSameOrigin(ctx, true);
  const refusal = caller.kind === 'agent' || caller.kind === 'device' ? undefined : personRefusal(caller, auth);
  if (refusal) throw new ApiError('forbidden', refusal);
  return caller;
}

/**
 * Why a person of this role and these grants may not call a procedure of this `meta.auth`, or
 * nothing: the role and permission half of authorize, which the session's capabilities
 * (routers/auth/capabilities.ts) answer with too, so the console asks rather than copies it.
 */
export function personRefusal(person: { role: OrgRole; permissions: readonly string[] }, auth: ProcedureAuth): string | undefined {
  if (auth.role && !hasRole(person.role, auth.role)) return `This needs the ${auth.role} role or higher; you are ${person.role}`;
  if (auth.permission && !holdsPermission(person, auth.permission)) {
    return `This needs the permission ${auth.permission}, which an owner or admin grants (PATCH /api/v1/orgs/{id}/members/{userId}); owners hold every permission`;
  }
  return undefined;
}
