import { z } from 'zod';
import type { OrgRole } from '../../generated/prisma/enums.js';
import { personRefusal } from '../../trpc/auth.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { answerAgentRequestMeta } from '../agent-requests/answer.types.js';
import { approveMeta, rejectMeta } from '../approvals/decide.types.js';
import { decideChatApprovalMeta } from '../chat/decide-approval.types.js';
import { listApprovalsMeta } from '../approvals/list.types.js';
import { createAgentMeta } from '../agents/create.types.js';
import { updateDelegatedTaskMeta } from '../agents/delegated-tasks/update.types.js';
import { deleteMemoryMeta } from '../agents/memories/delete.types.js';
import { updateMemoryMeta } from '../agents/memories/update.types.js';
import { publishAgentMeta } from '../agents/publish.types.js';
import { decideSkillProposalMeta } from '../agents/skill-proposals/decide.types.js';
import { updateAgentMeta } from '../agents/update.types.js';
import { upsertBindingMeta } from '../agents/upsert-binding.types.js';
import { topUpMeta } from '../balance/top-up.types.js';
import { createCheckoutSessionMeta } from '../billing/create-checkout-session.types.js';
import { installConnectedAppMeta } from '../connected-apps/install.types.js';
import { refreshConnectedAppMeta } from '../connected-apps/refresh.types.js';
import { removeConnectedAppMeta } from '../connected-apps/remove.types.js';
import { grantDeviceMeta, revokeDeviceGrantMeta } from '../devices/grants.types.js';
import { grantKnowledgeMeta } from '../knowledge/grant.types.js';
import { revokeKnowledgeMeta } from '../knowledge/revoke.types.js';
import { createInviteMeta } from '../orgs/create-invite.types.js';
import { listInvitesMeta } from '../orgs/list-invites.types.js';
import { removeMemberMeta } from '../orgs/remove-member.types.js';
import { revokeInviteMeta } from '../orgs/revoke-invite.types.js';
import { updateMemberMeta } from '../orgs/update-member.types.js';
import { decidePublishRequestMeta } from '../publishing/decide-publish-request.types.js';
import { revokePublicationMeta } from '../publishing/revoke-publication.types.js';
import { allocatePoolMeta } from '../teams/allocate-pool.types.js';
import { createTeamMeta } from '../teams/create.types.js';
import { setTeamBudgetMeta } from '../teams/budget-set.types.js';
import { grantWorkflowMeta } from '../workflows/grant.types.js';
import { revokeWorkflowMeta } from '../workflows/revoke.types.js';
import { unpublishWorkflowVersionMeta } from '../workflows/versions/unpublish.types.js';
import { createWorkspaceMeta } from '../workspaces/create.types.js';

/**
 * What a person may do in their organization, each named for the operations it opens: held when
 * the person's role and grants pass every one of those operations' meta.auth, checked by
 * personRefusal, the function that enforces them. So a capability cannot disagree with the
 * server: change an operation's access and its capability follows. Rules that depend on the
 * resource (a workflow's creator, a team's manager, a request's requester) are answered on the
 * resource itself (`can_edit`, `can_manage`, `can_decide`).
 */
const CAPABILITIES = {
  manage_agents: {
    operations: [createAgentMeta, updateAgentMeta, upsertBindingMeta, publishAgentMeta],
    description: 'Create, change and publish agents and their bindings',
  },
  manage_agent_memories: { operations: [updateMemoryMeta, deleteMemoryMeta], description: "Change and delete an agent's memories" },
  cancel_delegated_tasks: { operations: [updateDelegatedTaskMeta], description: "Cancel an agent's delegated tasks" },
  decide_skill_proposals: { operations: [decideSkillProposalMeta], description: "Accept or reject an agent's skill proposals" },
  answer_agent_requests: { operations: [answerAgentRequestMeta], description: "Answer agents' requests in the inbox" },
  decide_approvals: { operations: [listApprovalsMeta, approveMeta, rejectMeta, decideChatApprovalMeta], description: 'See and decide the approvals queue, chat calls paused on approval among them' },
  top_up: { operations: [topUpMeta, createCheckoutSessionMeta], description: "Add to the organization's balance" },
  manage_members: { operations: [updateMemberMeta, removeMemberMeta], description: "Change members' roles and permissions, and remove members" },
  manage_invites: { operations: [createInviteMeta, listInvitesMeta, revokeInviteMeta], description: 'Invite people and revoke invites' },
  manage_workspaces: { operations: [createWorkspaceMeta], description: 'Create workspaces' },
  manage_teams: { operations: [createTeamMeta, setTeamBudgetMeta, allocatePoolMeta], description: "Create teams and set their budgets and pools (a team's manager manages its people: its can_manage)" },
  manage_connected_apps: {
    operations: [installConnectedAppMeta, refreshConnectedAppMeta, removeConnectedAppMeta],
    description: 'Install, refresh and remove connected apps',
  },
  grant_workflows: { operations: [grantWorkflowMeta, revokeWorkflowMeta], description: 'Grant agents the right to run workflows, and revoke it' },
  grant_knowledge: { operations: [grantKnowledgeMeta, revokeKnowledgeMeta], description: 'Grant agents the right to search knowledge collections, and revoke it' },
  grant_devices: { operations: [grantDeviceMeta, revokeDeviceGrantMeta], description: 'Grant agents the right to command devices, and revoke it' },
  manage_publishing: {
    operations: [decidePublishRequestMeta, revokePublicationMeta, unpublishWorkflowVersionMeta],
    description: 'The publish.manage permission: decide publish requests (never your own unless an owner: each request\'s can_decide), revoke publications, unpublish versions',
  },
} satisfies Record<string, { operations: ProcedureMeta[]; description: string }>;

type Capability = keyof typeof CAPABILITIES;

export type Capabilities = Record<Capability, boolean>;

export const ZCapabilitiesSchema = z
  .object(
    Object.fromEntries(Object.entries(CAPABILITIES).map(([name, { description }]) => [name, z.boolean().meta({ description })])) as Record<
      Capability,
      z.ZodBoolean
    >,
  )
  .meta({
    id: 'Capabilities',
    description:
      "What the person may do in this organization, computed by the server from their role and permissions with the rules it enforces: a client shows or hides an action by these, and never keeps a table of roles of its own",
  });

/** The capabilities of a person of this role with these grants. */
export function capabilitiesOf(person: { role: OrgRole; permissions: readonly string[] }): Capabilities {
  return Object.fromEntries(
    Object.entries(CAPABILITIES).map(([name, { operations }]) => [name, operations.every((meta) => meta.auth && !personRefusal(person, meta.auth))]),
  ) as Capabilities;
}
