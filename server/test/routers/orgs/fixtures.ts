import type { CreateInviteResponse } from '../../../src/routers/orgs/create-invite.types.js';
import type { InviteResponse } from '../../../src/routers/orgs/invite.types.js';
import type { MemberResponse } from '../../../src/routers/orgs/member.types.js';
import type { TestApp } from '../../support/app.js';
import { call, uniqueEmail, type Credential, type TestUser } from '../../support/identity.js';

export type MembersPage = { data: MemberResponse[]; next_cursor: string | null };
export type InvitesPage = { data: InviteResponse[]; next_cursor: string | null };

export const orgIdOf = (user: TestUser) => user.session.organization.id;
export const userIdOf = (user: TestUser) => user.session.user.id;
export const cookieOf = (user: TestUser): Credential => ({ cookie: user.cookie });

/** `/api/v1/orgs/{org}/…` of the user's own organization. */
export const orgPath = (user: TestUser, rest: string) => `/api/v1/orgs/${orgIdOf(user)}${rest}`;

/** An invite made by `by` (201 expected), for a fresh email unless given. */
export async function invite(
  app: TestApp,
  by: TestUser,
  body: { email?: string; role?: 'owner' | 'admin' | 'member'; team_id?: string } = {},
): Promise<CreateInviteResponse> {
  const result = await call<CreateInviteResponse>(app, 'POST', orgPath(by, '/invites'), {
    as: cookieOf(by),
    body: { email: uniqueEmail(), role: 'member', ...body },
  });
  if (result.status !== 201) throw new Error(`invite failed: ${result.status} ${result.raw}`);
  return result.body;
}

/** The organization's audit entries of one action, oldest first. */
export function auditOf(app: TestApp, orgId: string, action: string) {
  return app.db.prisma.auditEntry.findMany({ where: { orgId, action }, orderBy: { occurredAt: 'asc' } });
}

/** A JSON.stringify replacer for rows with bigint columns (audit entries' seq and cost). */
export const withBigInts = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
