import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { call, createAgent, mintToken } from '../../support/identity.js';
import { newOrg, person } from './fixtures.js';

const app = useTestApp();

describe('POST /api/v1/teams', () => {
  it('refuses a plain member with 403 naming the role needed, and creates nothing', async () => {
    const org = await newOrg(app);
    const member = await person(app, org, 'member');
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: member.as, body: { name: 'Mine' } });
    expect(result.status, result.raw).toBe(403);
    expect(result.body.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('admin') });
    expect(await app.db.prisma.team.count({ where: { orgId: org.orgId } })).toBe(0);
  });

  it("refuses an agent key with 403, even the owner's agent", async () => {
    const org = await newOrg(app);
    const agent = await createAgent(app, { bearer: await mintToken(app, org.owner) });
    const result = await call<ErrorEnvelope>(app, 'POST', '/api/v1/teams', { as: { bearer: agent.api_key }, body: { name: 'Bots' } });
    expect(result.status, result.raw).toBe(403);
    expect(await app.db.prisma.team.count({ where: { orgId: org.orgId } })).toBe(0);
  });
});
