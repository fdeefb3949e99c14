import { z } from 'zod';
import type { SessionInfo } from '../../domain/auth/accounts.js';
import { capabilitiesOf, ZCapabilitiesSchema } from './capabilities.js';
import { isPermission, PERMISSION_NAMES } from '../../domain/members/permissions.js';
import { mayGiveRole } from '../../domain/members/owners.js';
import { OrgRole } from '../../generated/prisma/enums.js';
import { ZOrgRoleSchema, ZPermissionSchema } from '../orgs/member.types.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTimestampSchema } from '../shared.types.js';
import { CREATED_AT, EXAMPLE_USER } from '../examples.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZStoredEmailAddressSchema } from '../../domain/email-address.js';

const ROLES = Object.values(OrgRole);

export const ZSessionResponseSchema = z
  .object({
    user: z.object({ id: ZIdSchema, email: ZStoredEmailAddressSchema, name: ZLabelSchema.nullable(), created_at: ZTimestampSchema }),
    organization: z.object({ id: ZIdSchema, name: ZLabelSchema, created_at: ZTimestampSchema }),
    role: ZOrgRoleSchema,
    permissions: z.array(ZPermissionSchema).max(PERMISSION_NAMES.length).meta({ description: 'Granted beyond the role; an owner holds every permission whatever is listed' }),
    capabilities: ZCapabilitiesSchema,
    assignable_roles: z
      .array(ZOrgRoleSchema)
      .max(ROLES.length)
      .meta({ description: 'The roles you may invite with or change a member to, and whose holders you may change or remove: owner only for an owner; none without manage_members or manage_invites' }),
  })
  .meta({ id: 'Session' });

export type SessionResponse = z.infer<typeof ZSessionResponseSchema>;

/** The reference's example of a session (../examples.ts: it lives here, by its type, so that the examples import no route). */
export const SESSION_EXAMPLE: SessionResponse = {
  user: EXAMPLE_USER,
  organization: { id: 'org_01jh0x5q3w0d3n8m9s5v7x2a1b', name: 'Analytical Engines', created_at: CREATED_AT },
  role: 'owner',
  permissions: [],
  capabilities: {
    manage_agents: true,
    manage_agent_memories: true,
    cancel_delegated_tasks: true,
    decide_skill_proposals: true,
    answer_agent_requests: true,
    decide_approvals: true,
    top_up: true,
    manage_members: true,
    manage_invites: true,
    manage_workspaces: true,
    manage_teams: true,
    manage_connected_apps: true,
    grant_workflows: true,
    grant_knowledge: true,
    grant_devices: true,
    manage_publishing: true,
  },
  assignable_roles: ['owner', 'admin', 'member'],
};

export function toSessionResponse({ user, organization, role, permissions }: SessionInfo): SessionResponse {
  const capabilities = capabilitiesOf({ role, permissions });
  return {
    user: { id: user.id, email: user.email, name: user.name, created_at: user.createdAt.toISOString() },
    organization: { id: organization.id, name: organization.name, created_at: organization.createdAt.toISOString() },
    role,
    permissions: permissions.filter(isPermission),
    capabilities,
    assignable_roles: capabilities.manage_members || capabilities.manage_invites ? ROLES.filter((given) => mayGiveRole(role, given)) : [],
  };
}

export const sessionMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/auth/session',
    tags: ['Auth'],
    summary: 'Who is signed in: user, organization, role, permissions and capabilities',
    description:
      'The user and organization behind the session cookie or personal access token, the user\'s role and granted permissions there, and what they allow (`capabilities`, computed with the access rules the server enforces, so a client asks rather than keeping a table of roles). What depends on one resource is answered on it (a workflow\'s `can_edit`, a team\'s `can_manage`, a request\'s `can_decide`). Agent keys are refused: an agent asks GET /api/v1/agents/me.',
  },
  auth: { credentials: ['session', 'pat'] },
  examples: { response: SESSION_EXAMPLE },
};
