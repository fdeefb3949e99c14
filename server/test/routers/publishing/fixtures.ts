import type { MemberResponse } from '../../../src/routers/orgs/member.types.js';
import type { PublishRequestResponse } from '../../../src/routers/publishing/publication.types.js';
import type { TestApp } from '../../support/app.js';
import { addMember, call, signup, type TestUser } from '../../support/identity.js';
import { createWorkflow, saveVersion } from '../workflows/fixtures.js';

const DELAY = { steps: [{ label: 'Wait', type: 'delay', input: { seconds: 1 } }] };

/** An organization: its owner, an admin, a reviewer (a member granted publish.manage) and a plain member. */
export async function publishingOrg(app: TestApp) {
  const owner = await signup(app);
  const orgId = owner.session.organization.id;
  const admin = await addMember(app, orgId, 'admin');
  const reviewer = await addMember(app, orgId, 'member');
  const member = await addMember(app, orgId, 'member');
  const granted = await call<MemberResponse>(app, 'PATCH', `/api/v1/orgs/${orgId}/members/${reviewer.session.user.id}`, {
    as: { cookie: owner.cookie },
    body: { permissions: ['publish.manage'] },
  });
  if (granted.status !== 200) throw new Error(`grant: ${granted.raw}`);
  return { owner, admin, reviewer, member, orgId };
}

/** A workflow by `author` (visible to the whole organization) and its version 1 (a delay). */
export async function draftVersion(app: TestApp, author: TestUser, definition: unknown = DELAY) {
  const workflow = await createWorkflow(app, author.cookie);
  await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: author.cookie }, body: { visibility: 'org' } });
  const version = await saveVersion(app, author.cookie, workflow.id, definition);
  return { workflowId: workflow.id, versionId: version.id };
}

export async function requestPublication(app: TestApp, as: TestUser, workflowId: string, versionId: string) {
  return call<PublishRequestResponse>(app, 'POST', `/api/v1/workflows/${workflowId}/versions/${versionId}/publish`, { as: { cookie: as.cookie } });
}

export async function decide(app: TestApp, as: TestUser, requestId: string, body: Record<string, unknown>) {
  return call<PublishRequestResponse>(app, 'PATCH', `/api/v1/publish-requests/${requestId}`, { as: { cookie: as.cookie }, body });
}

export const auditActions = async (app: TestApp, orgId: string, prefix: string) =>
  (await app.db.prisma.auditEntry.findMany({ where: { orgId, action: { startsWith: prefix } }, orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }] })).map((entry) => entry.action);
