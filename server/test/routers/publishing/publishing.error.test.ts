import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import type { PublishRequestResponse } from '../../../src/routers/publishing/publication.types.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { saveVersion } from '../workflows/fixtures.js';
import { decide, draftVersion, publishingOrg, requestPublication } from './fixtures.js';

const app = useTestApp();

describe('publishing refusals', () => {
  it('refuses a second request while one is pending, and a request for a version already published (409)', async () => {
    const { owner, admin } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    expect((await requestPublication(app, admin, workflowId, versionId)).status).toBe(201);
    const twice = await requestPublication(app, admin, workflowId, versionId);
    expect(twice.status).toBe(409);
    expect(twice.raw).toContain('already pending');
    const other = await draftVersion(app, owner);
    await requestPublication(app, owner, other.workflowId, other.versionId);
    const published = await requestPublication(app, owner, other.workflowId, other.versionId);
    expect(published.status).toBe(409);
    expect(published.raw).toContain('already published');
    expect(await app.db.prisma.publishRequest.count({ where: { workflowId } })).toBe(1);
  });

  it('refuses a member who may not change the workflow (403) and a version of another workflow (404)', async () => {
    const { admin, member } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    const refused = await requestPublication(app, member, workflowId, versionId);
    expect(refused.status).toBe(403);
    const other = await draftVersion(app, admin);
    const mismatched = await requestPublication(app, admin, workflowId, other.versionId);
    expect(mismatched.status).toBe(404);
    expect(await app.db.prisma.publishRequest.count({ where: { workflowId } })).toBe(0);
  });

  it('refuses a decision by the requester (403), publish.manage or not, changing nothing; an owner decides their own', async () => {
    const { owner, admin, reviewer, orgId } = await publishingOrg(app);
    // The reviewer publishes their own workflow; the admin grants itself publish.manage first.
    const grant = await call(app, 'PATCH', `/api/v1/orgs/${orgId}/members/${admin.session.user.id}`, { as: { cookie: admin.cookie }, body: { permissions: ['publish.manage'] } });
    expect(grant.status, grant.raw).toBe(200);
    for (const requester of [reviewer, admin]) {
      const { workflowId, versionId } = await draftVersion(app, requester);
      const asked = await requestPublication(app, requester, workflowId, versionId);
      for (const status of ['approved', 'rejected']) {
        const own = await decide(app, requester, asked.body.id, { status });
        expect(own.status, own.raw).toBe(403);
        expect((own.body as unknown as ErrorEnvelope).error).toMatchObject({ code: 'forbidden', message: 'A publish request is decided by someone other than its requester, or by an owner' });
      }
      expect(await app.db.prisma.publishRequest.findUniqueOrThrow({ where: { id: asked.body.id } })).toMatchObject({ status: 'pending', decidedBy: null });
      expect(await app.db.prisma.publication.count({ where: { workflowId } })).toBe(0);
      const other = requester === admin ? reviewer : admin;
      expect((await decide(app, other, asked.body.id, { status: 'approved' })).status).toBe(200);
    }
    // A request filed by an admin who has since become an owner: owners bypass the review.
    const { workflowId, versionId } = await draftVersion(app, admin);
    const asked = await requestPublication(app, admin, workflowId, versionId);
    const promoted = await call(app, 'PATCH', `/api/v1/orgs/${orgId}/members/${admin.session.user.id}`, { as: { cookie: owner.cookie }, body: { role: 'owner' } });
    expect(promoted.status, promoted.raw).toBe(200);
    const own = await decide(app, admin, asked.body.id, { status: 'approved' });
    expect(own.status, own.raw).toBe(200);
    expect(own.body).toMatchObject({ status: 'approved', decided_by: admin.session.user.id });
  });

  it('decides a request once: a second decision is 409, and two at the same moment publish once', async () => {
    const { admin, reviewer, owner } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    const asked = await requestPublication(app, admin, workflowId, versionId);
    const results = await Promise.all([
      decide(app, reviewer, asked.body.id, { status: 'approved' }),
      decide(app, owner, asked.body.id, { status: 'approved' }),
      decide(app, reviewer, asked.body.id, { status: 'approved' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect(await app.db.prisma.publication.count({ where: { workflowId } })).toBe(1);
    const late = await decide(app, reviewer, asked.body.id, { status: 'rejected' });
    expect(late.status).toBe(409);
    expect((late.body as unknown as ErrorEnvelope).error.message).toMatch(/already (approved|rejected)/);
  });

  it('leaves one published version when requests for two versions are approved at the same moment', async () => {
    const { admin, reviewer } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    const second = await saveVersion(app, admin.cookie, workflowId, { steps: [{ label: 'Pause', type: 'delay', input: { seconds: 2 } }] });
    const requests = [await requestPublication(app, admin, workflowId, versionId), await requestPublication(app, admin, workflowId, second.id)];
    const decided = await Promise.all(requests.map((request) => decide(app, reviewer, request.body.id, { status: 'approved' })));
    expect(decided.map((result) => result.status)).toEqual([200, 200]);
    expect(await app.db.prisma.workflowVersion.count({ where: { workflowId, status: 'published' } })).toBe(1);
    expect(await app.db.prisma.publication.count({ where: { workflowId, revokedAt: null } })).toBe(1);
  });

  it('refuses to unpublish a draft and to revoke twice (409)', async () => {
    const { owner } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, owner);
    const draft = await call<ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflowId}/versions/${versionId}/unpublish`, { as: { cookie: owner.cookie }, body: { reason: 'x' } });
    expect(draft.status).toBe(409);
    expect(draft.body.error.message).toContain('is a draft');
    const published = await requestPublication(app, owner, workflowId, versionId);
    const path = `/api/v1/publications/${published.body.publication_id}/revoke`;
    expect((await call(app, 'POST', path, { as: { cookie: owner.cookie }, body: { reason: 'Retired' } })).status).toBe(200);
    const twice = await call<ErrorEnvelope>(app, 'POST', path, { as: { cookie: owner.cookie }, body: { reason: 'Retired' } });
    expect(twice.status).toBe(409);
    expect(await app.db.prisma.auditEntry.count({ where: { action: 'publication.revoked', targetId: workflowId } })).toBe(1);
  });

  it('refuses an agent in no team for scope team, and an agent already published (409)', async () => {
    const { owner } = await publishingOrg(app);
    const agent = await createAgent(app, { cookie: owner.cookie });
    const path = `/api/v1/agents/${agent.agent.id}/publish`;
    const teamless = await call<ErrorEnvelope>(app, 'POST', path, { as: { cookie: owner.cookie }, body: { scope: 'team' } });
    expect(teamless.status).toBe(409);
    expect(teamless.body.error.message).toContain('in no team');
    expect((await call(app, 'POST', path, { as: { cookie: owner.cookie }, body: { scope: 'org' } })).status).toBe(201);
    const twice = await call<ErrorEnvelope>(app, 'POST', path, { as: { cookie: owner.cookie }, body: { scope: 'org' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain('already published');
  });

  it.each([
    ['PATCH', 'decide', { status: 'pending' }],
    ['PATCH', 'decide', { status: 'approved', notes: '' }],
    ['POST', 'unpublish', {}],
    ['POST', 'unpublish', { reason: '   ' }],
    ['POST', 'agent', { scope: 'world' }],
  ])('refuses a bad body %s %s %j (400) and changes nothing', async (_method, route, body) => {
    const { owner, admin } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    const asked = await requestPublication(app, admin, workflowId, versionId);
    const agent = await createAgent(app, { cookie: owner.cookie });
    const target = {
      decide: ['PATCH', `/api/v1/publish-requests/${asked.body.id}`],
      unpublish: ['POST', `/api/v1/workflows/${workflowId}/versions/${versionId}/unpublish`],
      agent: ['POST', `/api/v1/agents/${agent.agent.id}/publish`],
    }[route]!;
    const result = await call<ErrorEnvelope>(app, target[0]!, target[1]!, { as: { cookie: owner.cookie }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect((await app.db.prisma.publishRequest.findUniqueOrThrow({ where: { id: asked.body.id } })).status).toBe('pending');
    expect(await app.db.prisma.publication.count({ where: { orgId: owner.session.organization.id } })).toBe(0);
  });

  it("answers 404 for another organization's publish request and publication", async () => {
    const mine = await publishingOrg(app);
    const theirs = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, theirs.owner);
    const published = await requestPublication(app, theirs.owner, workflowId, versionId);
    const decided = await decide(app, mine.owner, published.body.id, { status: 'rejected' });
    expect(decided.status).toBe(404);
    const revoked = await call(app, 'POST', `/api/v1/publications/${published.body.publication_id}/revoke`, { as: { cookie: mine.owner.cookie }, body: { reason: 'x' } });
    expect(revoked.status).toBe(404);
    const listed = await call<{ data: PublishRequestResponse[] }>(app, 'GET', '/api/v1/publications', { as: { cookie: mine.owner.cookie } });
    expect(listed.body.data).toEqual([]);
  });

  it('refuses an unknown kind or status in the lists (400)', async () => {
    const { owner } = await publishingOrg(app);
    for (const path of ['/api/v1/marketplace/listings?kind=tool', '/api/v1/publications?status=gone', '/api/v1/publish-requests?status=open']) {
      const result = await call<ErrorEnvelope>(app, 'GET', path, { as: { cookie: owner.cookie } });
      expect(result.status, path).toBe(400);
      expect(result.body.error.code).toBe('invalid_request');
    }
  });
});
