import { describe, expect, it } from 'vitest';
import type { WorkflowVersionResponse } from '../../../src/routers/workflows/versions/version.types.js';
import type { ListingResponse, PublicationResponse, PublishRequestResponse } from '../../../src/routers/publishing/publication.types.js';
import { newId } from '../../../src/domain/ids.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent } from '../../support/identity.js';
import { saveVersion } from '../workflows/fixtures.js';
import { auditActions, decide, draftVersion, publishingOrg, requestPublication } from './fixtures.js';

const app = useTestApp();

type Page<T> = { data: T[]; next_cursor: string | null };

describe('publishing a workflow version', () => {
  it("waits for a reviewer with publish.manage: pending and draft until approved, then published, listed and audited", async () => {
    const { admin, reviewer, member, orgId } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);

    const asked = await requestPublication(app, admin, workflowId, versionId);
    expect(asked.status, asked.raw).toBe(201);
    expect(asked.body).toMatchObject({ kind: 'workflow', status: 'pending', workflow_id: workflowId, version_id: versionId, version_number: 1, scope: null, publication_id: null });
    const draft = await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflowId}/versions/${versionId}`, { as: { cookie: admin.cookie } });
    expect(draft.body.status).toBe('draft');

    const queue = await call<Page<PublishRequestResponse>>(app, 'GET', '/api/v1/publish-requests?status=pending', { as: { cookie: reviewer.cookie } });
    expect(queue.body.data.map((request) => request.id)).toEqual([asked.body.id]);
    // A member without the permission sees only what they asked for: nothing here.
    const others = await call<Page<PublishRequestResponse>>(app, 'GET', '/api/v1/publish-requests', { as: { cookie: member.cookie } });
    expect(others.body.data).toEqual([]);

    const approved = await decide(app, reviewer, asked.body.id, { status: 'approved', notes: 'Looks right' });
    expect(approved.status, approved.raw).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', notes: 'Looks right', decided_by: reviewer.session.user.id, publication_id: expect.stringMatching(/^pub_/) });
    const published = await call<WorkflowVersionResponse>(app, 'GET', `/api/v1/workflows/${workflowId}/versions/${versionId}`, { as: { cookie: admin.cookie } });
    expect(published.body).toMatchObject({ status: 'published', published_at: expect.any(String) });

    const listings = await call<Page<ListingResponse>>(app, 'GET', '/api/v1/marketplace/listings?kind=workflow', { as: { cookie: member.cookie } });
    expect(listings.body.data).toEqual([expect.objectContaining({ id: approved.body.publication_id, kind: 'workflow', workflow_id: workflowId, version_number: 1 })]);
    expect(await auditActions(app, orgId, 'publi')).toEqual(['publish.requested', 'publish.approved', 'publication.created']);
  });

  it("publishes an owner's request at once; a newer version supersedes the one published before it", async () => {
    const { owner, orgId } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, owner);
    const first = await requestPublication(app, owner, workflowId, versionId);
    expect(first.body).toMatchObject({ status: 'approved', decided_by: owner.session.user.id, notes: expect.stringContaining('owner') });
    const second = await saveVersion(app, owner.cookie, workflowId, { steps: [{ label: 'Pause', type: 'delay', input: { seconds: 2 } }] });
    const next = await requestPublication(app, owner, workflowId, second.id);
    expect(next.body.status).toBe('approved');

    const versions = await call<Page<WorkflowVersionResponse>>(app, 'GET', `/api/v1/workflows/${workflowId}/versions`, { as: { cookie: owner.cookie } });
    expect(versions.body.data.map((version) => [version.number, version.status])).toEqual([
      [1, 'draft'],
      [2, 'published'],
    ]);
    const publications = await call<Page<PublicationResponse>>(app, 'GET', '/api/v1/publications?order=asc', { as: { cookie: owner.cookie } });
    expect(publications.body.data.map((publication) => [publication.version_number, publication.status, publication.revoke_reason])).toEqual([
      [1, 'revoked', 'Superseded by version 2'],
      [2, 'live', null],
    ]);
    const live = await call<Page<ListingResponse>>(app, 'GET', '/api/v1/marketplace/listings', { as: { cookie: owner.cookie } });
    expect(live.body.data.map((listing) => listing.version_number)).toEqual([2]);
    expect(await auditActions(app, orgId, 'publication.')).toEqual(['publication.created', 'publication.revoked', 'publication.created']);
  });

  it('unpublishes with a reason: back to draft, out of the marketplace, audited with the reason', async () => {
    const { owner, reviewer, orgId } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, owner);
    await requestPublication(app, owner, workflowId, versionId);
    const reverted = await call<WorkflowVersionResponse>(app, 'POST', `/api/v1/workflows/${workflowId}/versions/${versionId}/unpublish`, {
      as: { cookie: reviewer.cookie },
      body: { reason: 'Leaks names' },
    });
    expect(reverted.status, reverted.raw).toBe(200);
    expect(reverted.body).toMatchObject({ status: 'draft', published_at: null });
    const listings = await call<Page<ListingResponse>>(app, 'GET', '/api/v1/marketplace/listings', { as: { cookie: owner.cookie } });
    expect(listings.body.data).toEqual([]);
    const [entry] = await app.db.prisma.auditEntry.findMany({ where: { orgId, action: 'publication.revoked' } });
    expect(entry).toMatchObject({ actorId: reviewer.session.user.id, details: expect.objectContaining({ reason: 'Leaks names', version_id: versionId }) });
    // A run without a version now finds none published.
    const agent = await createAgent(app, { cookie: owner.cookie });
    await call(app, 'POST', `/api/v1/workflows/${workflowId}/agents`, { as: { cookie: owner.cookie }, body: { agent_id: agent.agent.id } });
    const run = await call(app, 'POST', `/api/v1/workflows/${workflowId}/runs`, { as: { cookie: owner.cookie }, body: { agent_id: agent.agent.id, input: {} } });
    expect(run.status, run.raw).toBe(409);
    expect(run.raw).toContain('no published version');
  });

  it('rejects with notes: the version stays a draft and nothing is published', async () => {
    const { admin, reviewer } = await publishingOrg(app);
    const { workflowId, versionId } = await draftVersion(app, admin);
    const asked = await requestPublication(app, admin, workflowId, versionId);
    const rejected = await decide(app, reviewer, asked.body.id, { status: 'rejected', notes: 'Add a budget first' });
    expect(rejected.body).toMatchObject({ status: 'rejected', notes: 'Add a budget first', publication_id: null });
    expect((await app.db.prisma.workflowVersion.findUniqueOrThrow({ where: { id: versionId } })).status).toBe('draft');
    expect(await app.db.prisma.publication.count({ where: { workflowId } })).toBe(0);
    // The requester sees the decision in their own list.
    const mine = await call<Page<PublishRequestResponse>>(app, 'GET', '/api/v1/publish-requests?status=rejected', { as: { cookie: admin.cookie } });
    expect(mine.body.data.map((request) => request.notes)).toEqual(['Add a budget first']);
  });
});

describe('publishing an agent', () => {
  it('lists an org-scoped agent to every member, a team-scoped one to its team only, and revokes it', async () => {
    const { owner, admin, reviewer, member, orgId } = await publishingOrg(app);
    const everyone = await createAgent(app, { cookie: owner.cookie }, { name: 'Everyone' });
    const asked = await call<PublishRequestResponse>(app, 'POST', `/api/v1/agents/${everyone.agent.id}/publish`, { as: { cookie: admin.cookie }, body: { scope: 'org' } });
    expect(asked.status, asked.raw).toBe(201);
    expect(asked.body).toMatchObject({ kind: 'agent', status: 'pending', agent_id: everyone.agent.id, scope: 'org', name: 'Everyone' });
    const approved = await decide(app, reviewer, asked.body.id, { status: 'approved' });
    expect(approved.status, approved.raw).toBe(200);

    const workspace = await app.db.prisma.workspace.findFirstOrThrow({ where: { orgId, isDefault: true } });
    const team = await app.db.prisma.team.create({ data: { id: newId('team'), orgId, workspaceId: workspace.id, name: 'Reviewers' } });
    await app.db.prisma.teamMember.create({ data: { id: newId('tmm'), orgId, teamId: team.id, userId: reviewer.session.user.id, role: 'worker' } });
    const teamAgent = await createAgent(app, { cookie: owner.cookie }, { name: 'Team only' });
    await app.db.prisma.agent.update({ where: { id: teamAgent.agent.id }, data: { teamId: team.id } });
    const teamAsked = await call<PublishRequestResponse>(app, 'POST', `/api/v1/agents/${teamAgent.agent.id}/publish`, { as: { cookie: owner.cookie }, body: { scope: 'team' } });
    expect(teamAsked.body.status).toBe('approved');

    const names = async (cookie: string) =>
      (await call<Page<ListingResponse>>(app, 'GET', '/api/v1/marketplace/listings?kind=agent&order=asc', { as: { cookie } })).body.data.map((listing) => listing.name);
    expect(await names(member.cookie)).toEqual(['Everyone']);
    expect(await names(reviewer.cookie)).toEqual(['Everyone', 'Team only']);
    expect(await names(admin.cookie)).toEqual(['Everyone', 'Team only']);

    const revoked = await call<PublicationResponse>(app, 'POST', `/api/v1/publications/${approved.body.publication_id}/revoke`, { as: { cookie: reviewer.cookie }, body: { reason: 'Retired' } });
    expect(revoked.status, revoked.raw).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revoke_reason: 'Retired', revoked_by: reviewer.session.user.id });
    expect(await names(member.cookie)).toEqual([]);
    // Revoked, it may be published again.
    const again = await call<PublishRequestResponse>(app, 'POST', `/api/v1/agents/${everyone.agent.id}/publish`, { as: { cookie: owner.cookie }, body: { scope: 'org' } });
    expect(again.body.status).toBe('approved');
  });
});
