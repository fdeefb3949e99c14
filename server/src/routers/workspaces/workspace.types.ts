import { z } from 'zod';
import type { WorkspaceWithWallet } from '../../domain/workspaces.js';
import { ZCentsSchema, ZTimestampSchema } from '../shared.types.js';
import { ZIdSchema, ZLabelSchema } from '../../domain/bounded.js';

/** A workspace as listed: its wallet's figures, and whether the caller acts in it. */
export const ZWorkspaceSchema = z
  .object({
    id: ZIdSchema,
    name: ZLabelSchema,
    is_default: z.boolean().meta({ description: "The organization's first workspace, made at signup with the trial balance" }),
    is_active: z.boolean().meta({ description: 'The workspace the caller acts in: their lists, new agents and balance follow it' }),
    balance_cents: ZCentsSchema.meta({ description: "The workspace wallet's settled balance" }),
    held_cents: ZCentsSchema.meta({ description: 'What open requests hold of the balance; available = balance_cents - held_cents' }),
    created_at: ZTimestampSchema,
  })
  .meta({ id: 'Workspace' });

export type WorkspaceResponse = z.infer<typeof ZWorkspaceSchema>;

export function toWorkspaceResponse({ workspace, balanceCents, heldCents }: WorkspaceWithWallet, activeWorkspaceId: string): WorkspaceResponse {
  return {
    id: workspace.id,
    name: workspace.name,
    is_default: workspace.isDefault,
    is_active: workspace.id === activeWorkspaceId,
    balance_cents: Number(balanceCents),
    held_cents: Number(heldCents),
    created_at: workspace.createdAt.toISOString(),
  };
}
