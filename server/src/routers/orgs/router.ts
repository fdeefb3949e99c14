import { router } from '../../trpc/init.js';
import { createInviteRoute } from './create-invite.js';
import { listInvitesRoute } from './list-invites.js';
import { listMembersRoute } from './list-members.js';
import { removeMemberRoute } from './remove-member.js';
import { revokeInviteRoute } from './revoke-invite.js';
import { updateMemberRoute } from './update-member.js';

export const orgsRouter = router({
  listMembers: listMembersRoute,
  updateMember: updateMemberRoute,
  removeMember: removeMemberRoute,
  listInvites: listInvitesRoute,
  createInvite: createInviteRoute,
  revokeInvite: revokeInviteRoute,
});
