import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call } from '../../support/identity.js';
import { auditOf, createTeam, newOrg } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams', () => {
  it('refuses a name the workspace already has with 409, and changes nothing', async () => {
    const org = await newOrg(app);
    await createTeam(app, org, 'Research');
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: org.as, body: { name: 'Research' } });
    expect(result.status, result.raw).toBe(409);
    expect(result.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('"Research" already exists') });
    expect(await app.db.prisma.team.count({ where: { orgId: org.orgId } })).toBe(1);
    expect(await auditOf(app, org, 'team.created')).toHaveLength(1);
  });

  it('creates exactly one of 10 parallel creations of the same name; the others answer 409', async () => {
    const org = await newOrg(app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: org.as, body: { name: 'Race' } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await app.db.prisma.team.count({ where: { orgId: org.orgId } })).toBe(1);
    expect(await auditOf(app, org, 'team.created')).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name'],
    ['a name not a string', { name: 7 }, 'name'],
    ['no name', {}, 'name'],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_name, body, field) => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: org.as, body });
    expect(result.status, result.raw).toBe(400);
    expect(result.body.error.code).toBe('invalid_request');
    expect(result.body.error.details?.[0]?.path).toBe(field);
    expect(await app.db.prisma.team.count({ where: { orgId: org.orgId } })).toBe(0);
  });

  it('refuses an unknown field', async () => {
    const org = await newOrg(app);
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: org.as, body: { name: 'Ok', workspace_id: org.workspaceId } });
    expect(result.status, result.raw).toBe(400);
  });
});
