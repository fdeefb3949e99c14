import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, mintToken, signup, useOwner } from '../../support/identity.js';
import { createWorkspace } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('POST /api/v1/workspaces', () => {
  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name'],
    ['a name not a string', { name: 7 }, 'name'],
    ['no name', {}, 'name'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_name, body, field) => {
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces', { as: { cookie: owner.cookie }, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.[0]?.path).toBe(field);
    expect(await app.db.prisma.workspace.count({ where: { orgId: owner.session.organization.id } })).toBe(1);
  });

  it('refuses a name already used in the organization with 409, the default one included', async () => {
    const org = await signup(app);
    await createWorkspace(app, { cookie: org.cookie }, 'Research');
    for (const name of ['Research', 'Default']) {
      const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces', { as: { cookie: org.cookie }, body: { name } });
      expect(result.status, result.raw).toBe(409);
      expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining(name) });
    }
    expect(await app.db.prisma.workspace.count({ where: { orgId: org.session.organization.id } })).toBe(2);
  });

  it('creates exactly one of 10 parallel creations of one name: one wallet, one audit entry', async () => {
    const org = await signup(app);
    const orgId = org.session.organization.id;
    const token = await mintToken(app, org);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call<ErrorEnvelope>(app, 'POST', '/api/v1/workspaces', { as: { bearer: token }, body: { name: 'Race' } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(results.filter((result) => result.status === 409).every((result) => result.body.error.code === 'conflict')).toBe(true);
    expect(await app.db.prisma.workspace.count({ where: { orgId, name: 'Race' } })).toBe(1);
    expect(await app.db.prisma.wallet.count({ where: { orgId } })).toBe(2);
    expect(await app.db.prisma.auditEntry.count({ where: { orgId, action: 'workspace.created' } })).toBe(1);
  });
});
