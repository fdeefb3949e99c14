import { MEMBERS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { page } from '../examples.js';
import { ZListRequestSchema, ZPageSchema } from '../shared.types.js';
import { MEMBER_EXAMPLE, ZMemberSchema, ZOrgIdSchema } from './member.types.js';

export const ZListMembersRequestSchema = ZListRequestSchema('mem').extend({ id: ZOrgIdSchema });
export const ZListMembersResponseSchema = ZPageSchema(ZMemberSchema);

export const listMembersMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/orgs/{id}/members',
    tags: ['Organizations'],
    summary: 'The people of your organization and their roles',
    description: 'Every member may read it, in the order they joined. `{id}` is your own organization; any other is 404.',
  },
  auth: MEMBERS,
  sdk: { resource: ['orgs', 'members'], method: 'list' },
  examples: { response: page(MEMBER_EXAMPLE) },
};
