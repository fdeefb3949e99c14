import { z } from 'zod';
import type { PersonalToken } from '../../domain/auth/personal-tokens.js';
import { ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

/** A token as listed: never its secret. */
export const ZPersonalTokenSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    workspace_id: ZIdSchema.meta({
      description:
        'The workspace (wsp_…) the token acts in: the minting session\'s. Only POST /api/v1/workspaces/switch called with this token moves it; a request can name another with the Proctor-Workspace header',
    }),
    enabled: z.boolean(),
    created_at: ZTimestampSchema,
    last_used_at: ZTimestampSchema.nullable(),
  })
  .meta({ id: 'PersonalToken' });

export type PersonalTokenResponse = z.infer<typeof ZPersonalTokenSchema>;

export function toPersonalTokenResponse(token: PersonalToken): PersonalTokenResponse {
  return {
    id: token.id,
    name: token.name,
    workspace_id: token.workspaceId,
    enabled: token.enabled,
    created_at: token.createdAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
  };
}

export const ZTokenIdSchema = ZIdSchema.min(1).meta({ description: 'Token id (pat_…)' });
