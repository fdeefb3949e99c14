import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { createWorkflow } from './fixtures.js';

const app = useTestApp();

describe('workflows: what they refuse', () => {
  it('refuses a name the organization already has, ignoring case, on create and on rename, changing nothing', async () => {
    const owner = await signup(app);
    await createWorkflow(app, owner.cookie, { name: 'Invoices' });
    const second = await createWorkflow(app, owner.cookie, { name: 'Receipts' });
    const taken = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workflows', { as: { cookie: owner.cookie }, body: { name: 'INVOICES' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'conflict', message: 'A workflow named "INVOICES" already exists in this organization' });
    const renamed = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/workflows/${second.id}`, { as: { cookie: owner.cookie }, body: { name: 'invoices' } });
    expect(renamed.status).toBe(409);
    expect(await app.db.prisma.workflow.count({ where: { orgId: owner.session.organization.id } })).toBe(2);
    // Another organization may use the name.
    const other = await signup(app);
    await createWorkflow(app, other.cookie, { name: 'Invoices' });
  });

  it('refuses empty and over-long names, names like ids in any case, and unknown fields', async () => {
    const owner = await signup(app);
    const existing = await createWorkflow(app, owner.cookie, { name: 'Existing' });
    const lookalike = existing.id.toUpperCase();
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'wf_lookalike' }, { name: lookalike }, { name: 'Wf_x' }, { name: 'Fine', steps: [] }, { description: 'no name' }]) {
      const refused = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workflows', { as: { cookie: owner.cookie }, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
    }
    const renamed = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/workflows/${existing.id}`, { as: { cookie: owner.cookie }, body: { name: lookalike } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toContain('must not start with "wf_" in any case');
    expect(await app.db.prisma.workflow.findMany({ where: { orgId: owner.session.organization.id }, select: { name: true } })).toEqual([{ name: 'Existing' }]);
  });

  it('is 403 for a member changing, sharing or deleting a workflow they see but did not make', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const workflow = await createWorkflow(app, owner.cookie, { name: 'Owned' });
    await call(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: owner.cookie }, body: { visibility: 'org' } });
    for (const [method, path, body] of [
      ['PATCH', `/api/v1/workflows/${workflow.id}`, { name: 'Mine now' }],
      ['POST', `/api/v1/workflows/${workflow.id}/share`, { visibility: 'private' }],
      ['DELETE', `/api/v1/workflows/${workflow.id}`, undefined],
    ] as const) {
      const refused = await call<ErrorEnvelope>(app, method, path, { as: { cookie: member.cookie }, ...(body ? { body } : {}) });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error.message).toBe('Only its creator, admins and owners may change a workflow');
    }
    expect(await app.db.prisma.workflow.findUniqueOrThrow({ where: { id: workflow.id } })).toMatchObject({ name: 'Owned', visibility: 'org', deletedAt: null });
  });

  it('is 404 for a private workflow of another member, and for a deleted one', async () => {
    const owner = await signup(app);
    const member = await addMember(app, owner.session.organization.id, 'member');
    const hidden = await createWorkflow(app, owner.cookie, { name: 'Hidden' });
    expect((await call(app, 'GET', `/api/v1/workflows/${hidden.id}`, { as: { cookie: member.cookie } })).status).toBe(404);
    await call(app, 'DELETE', `/api/v1/workflows/${hidden.id}`, { as: { cookie: owner.cookie } });
    const gone = await call<ErrorEnvelope>(app, 'PATCH', `/api/v1/workflows/${hidden.id}`, { as: { cookie: owner.cookie }, body: { name: 'Back' } });
    expect(gone.status).toBe(404);
  });

  it('refuses team sharing without a team, a team of another organization, and a team_id without team visibility', async () => {
    const owner = await signup(app);
    const other = await signup(app);
    const foreignTeam = await call<{ id: string }>(app, 'POST', '/api/v1/teams', { as: { cookie: other.cookie }, body: { name: 'Theirs' } });
    const workflow = await createWorkflow(app, owner.cookie);
    const share = (body: unknown) => call<ErrorEnvelope>(app, 'POST', `/api/v1/workflows/${workflow.id}/share`, { as: { cookie: owner.cookie }, body });
    const missing = await share({ visibility: 'team' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.[0]).toMatchObject({ path: 'team_id', message: 'Sharing with a team needs team_id' });
    expect((await share({ visibility: 'org', team_id: foreignTeam.body.id })).status).toBe(400);
    const foreign = await share({ visibility: 'team', team_id: foreignTeam.body.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Team not found');
    expect(await app.db.prisma.workflow.findUniqueOrThrow({ where: { id: workflow.id } })).toMatchObject({ visibility: 'private', teamId: null });
  });

  it('refuses a personal token: workflows are for browser sessions (403)', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    const refused = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workflows', { as: { bearer: token }, body: { name: 'By token' } });
    expect(refused.status).toBe(403);
  });
});
