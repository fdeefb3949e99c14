import { randomBytes } from 'node:crypto';
import type { AgentWithKeysResponse } from '../../src/routers/agents/agent.types.js';
import type { SessionResponse } from '../../src/routers/auth/session.types.js';
import type { CreatePersonalTokenResponse } from '../../src/routers/personal-tokens/create.types.js';
import { grantPlatformAdmin } from '../../src/domain/billing/platform-admins.js';
import { hashPassword } from '../../src/domain/auth/passwords.js';
import { newId } from '../../src/domain/ids.js';
import { madeBeforeAll, type TestApp } from './app.js';

/** How a request authenticates: a session cookie, a bearer secret, or nothing. */
export type Credential = { cookie: string } | { bearer: string } | undefined;

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  session: SessionResponse;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  raw: string;
}

/** A JSON call. Cookie-authenticated changes carry the app's own Origin, as a browser would. */
export async function call<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: { as?: Credential; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.as && 'cookie' in options.as) {
    headers.cookie = options.as.cookie;
    if (method !== 'GET') headers.origin = app.baseUrl;
  }
  if (options.as && 'bearer' in options.as) headers.authorization = `Bearer ${options.as.bearer}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(path, {
    method,
    headers: { ...headers, ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const raw = await response.text();
  return { status: response.status, body: (raw ? JSON.parse(raw) : undefined) as T, headers: response.headers, raw };
}

export function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('proctor_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0]!;
}

export const uniqueEmail = () => `user-${randomBytes(5).toString('hex')}@example.test`;

export async function signup(app: TestApp, overrides: { email?: string; name?: string; org_name?: string } = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const result = await call<SessionResponse>(app, 'POST', '/api/v1/auth/signup', { body: { email, password, ...overrides } });
  if (result.status !== 201) throw new Error(`signup failed: ${result.status} ${result.raw}`);
  return { email, password, cookie: sessionCookieOf(result.headers), session: result.body };
}

export async function mintToken(app: TestApp, user: TestUser, name = 'test token'): Promise<string> {
  const result = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', {
    as: { cookie: user.cookie },
    body: { name },
  });
  if (result.status !== 201) throw new Error(`mint failed: ${result.status} ${result.raw}`);
  return result.body.token;
}

export async function createAgent(app: TestApp, as: Credential, body: Record<string, unknown> = {}): Promise<AgentWithKeysResponse> {
  const result = await call<AgentWithKeysResponse>(app, 'POST', '/api/v1/agents', { as, body: { name: 'Researcher', ...body } });
  if (result.status !== 201) throw new Error(`create agent failed: ${result.status} ${result.raw}`);
  return result.body;
}

/** Adds a user with `role` to the organization (invitations arrive later) and signs them in. */
export async function addMember(app: TestApp, orgId: string, role: 'owner' | 'admin' | 'member'): Promise<TestUser> {
  const email = uniqueEmail();
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const user = await app.db.prisma.user.create({ data: { id: newId('usr'), email, passwordHash: await hashPassword(password) } });
  const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
  await app.db.prisma.membership.create({ data: { id: newId('mem'), orgId, userId: user.id, role, activeWorkspaceId: workspace.id } });
  const result = await call<SessionResponse>(app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.raw}`);
  return { email, password, cookie: sessionCookieOf(result.headers), session: result.body };
}

/**
 * Makes the user a platform admin through the function `proctor admin grant` calls: the same
 * write to platform_admins, by the account of the user's email.
 */
export async function makePlatformAdmin(app: TestApp, user: TestUser): Promise<TestUser> {
  await grantPlatformAdmin(app.db.prisma, user.email);
  return user;
}

/** A user signed up (the owner of a new organization) before the enclosing block's tests. */
export function useOwner(app: TestApp): TestUser {
  return madeBeforeAll(() => signup(app));
}

/** A user signed up before the enclosing block's tests, with a personal token minted for them. */
export function useOwnerWithToken(app: TestApp): TestUser & { token: string } {
  return madeBeforeAll(async () => {
    const owner = await signup(app);
    return { ...owner, token: await mintToken(app, owner) };
  });
}
