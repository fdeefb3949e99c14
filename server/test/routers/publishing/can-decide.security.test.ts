import { describe, expect, it } from 'vitest';
import type { PublishRequestResponse } from '../../../src/routers/publishing/publication.types.js';
import { useTestApp } from '../../support/app.js';
import { call, type TestUser } from '../../support/identity.js';
import { decide, draftVersion, publishingOrg, requestPublication } from './fixtures.js';

const app = useTestApp();

type Page<T> = { data: T[]; next_cursor: string | null };

const canDecide = async (viewer: TestUser, requestId: string) => {
  const listed = await call<Page<PublishRequestResponse>>(app, 'GET', '/api/v1/publish-requests', { as: { cookie: viewer.cookie } });
  return listed.body.data.find((request) => request.id === requestId)?.can_decide;
};

describe('publish requests: can_decide', () => {
  it('answers the rule the decision enforces: publish.manage, never your own request unless an owner, pending only', async () => {
    const { owner, admin, reviewer } = await publishingOrg(app);
    const byAdmin = await draftVersion(app, admin);
    const asked = await requestPublication(app, admin, byAdmin.workflowId, byAdmin.versionId);
    // The requester, an admin without publish.manage, answers as they are refused.
    expect(asked.body.can_decide).toBe(false);
    expect(await canDecide(admin, asked.body.id)).toBe(false);
    expect((await decide(app, admin, asked.body.id, { status: 'approved' })).status).toBe(403);
    expect(await canDecide(reviewer, asked.body.id)).toBe(true);
    expect(await canDecide(owner, asked.body.id)).toBe(true);

    // The reviewer's own request: the four-eyes rule refuses them, an owner decides it.
    const byReviewer = await draftVersion(app, reviewer);
    const own = await requestPublication(app, reviewer, byReviewer.workflowId, byReviewer.versionId);
    expect(await canDecide(reviewer, own.body.id)).toBe(false);
    expect((await decide(app, reviewer, own.body.id, { status: 'approved' })).status).toBe(403);
    expect(await canDecide(owner, own.body.id)).toBe(true);

    const decided = await decide(app, reviewer, asked.body.id, { status: 'rejected', notes: 'Not yet' });
    expect(decided.status, decided.raw).toBe(200);
    expect(decided.body.can_decide).toBe(false);
    expect(await canDecide(owner, asked.body.id)).toBe(false);
  });
});
