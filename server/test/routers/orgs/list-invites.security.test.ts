import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { addMember, call, mintToken, useOwner } from '../../support/identity.js';
import { invite, orgIdOf, orgPath } from './fixtures.js';

const app = useTestApp();
const owner = useOwner(app);

describe('GET /api/v1/orgs/{id}/invites', () => {
  it('is refused to a member (403): only admins see who is invited', async () => {
    await invite(app, owner);
    const member = await addMember(app, orgIdOf(owner), 'admin');
    const token = await mintToken(app, member);
    await app.db.prisma.membership.updateMany({ where: { userId: member.session.user.id }, data: { role: 'member' } });
    for (const as of [{ cookie: member.cookie }, { bearer: token }]) {
      const result = await call(app, 'GET', orgPath(owner, '/invites'), { as });
      expect(result.status).toBe(403);
      expect(result.raw).not.toContain('@example');
    }
  });
});
