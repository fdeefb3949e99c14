import { z } from 'zod';
import type { SessionInfo } from '../../domain/auth/accounts.js';
import { isPermission, PERMISSION_NAMES } from '../../domain/members/permissions.js';
import { ZPermissionSchema } from '../orgs/member.types.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZTimestampSchema } from '../shared.types.js';
import { SESSION_EXAMPLE } from '../examples.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';
import { ZStoredEmailAddressSchema } from '../../domain/email-address.js';

export const ZSessionResponseSchema = z
  .object({
    user: z.object({ id: ZIdSchema, email: ZStoredEmailAddressSchema, name: ZLabelSchema.nullable(), created_at: ZTimestampSchema }),
    organization: z.object({ id: ZIdSchema, name: ZLabelSchema, created_at: ZTimestampSchema }),
    role: z.enum(['owner', 'admin', 'member']),
    permissions: z.array(ZPermissionSchema).max(PERMISSION_NAMES.length).meta({ description: 'Granted beyond the role; an owner holds every permission whatever is listed' }),
  })
  .meta({ id: 'Session' });

export type SessionResponse = z.infer<typeof ZSessionResponseSchema>;

export function toSessionResponse({ user, organization, role, permissions }: SessionInfo): SessionResponse {
  return {
    user: { id: user.id, email: user.email, name: user.name, created_at: user.createdAt.toISOString() },
    organization: { id: organization.id, name: organization.name, created_at: organization.createdAt.toISOString() },
    role,
    permissions: permissions.filter(isPermission),
  };
}

export const sessionMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/auth/session',
    tags: ['Auth'],
    summary: 'Who is signed in: user, organization, role and permissions',
    description:
      'The user and organization behind the session cookie or personal access token, and the user\'s role and granted permissions there. Agent keys are refused: an agent asks GET /v1/agents/me.',
  },
  auth: { credentials: ['session', 'pat'] },
  examples: { response: SESSION_EXAMPLE },
};
