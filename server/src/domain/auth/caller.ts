import { sqlQuery } from '../../db/client.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode, OrgRole } from '../../generated/prisma/enums.js';
import { DomainError } from '../errors.js';
import { AGENT_KEY_PREFIX, DEVICE_TOKEN_PREFIX, hashSecret, PERSONAL_TOKEN_PREFIX } from '../secrets.js';

export type CredentialKind = 'session' | 'pat' | 'agent' | 'device';

/**
 * Who is calling, and the workspace they act in: a browser session's or a personal token's own
 * (each moved only by POST /workspaces/switch with that credential), or the one a request names
 * in the Proctor-Workspace header (withRequestedWorkspace); an agent's own. Lists, new agents and
 * the balance are scoped by it.
 */
export type Caller =
  | { kind: 'session'; orgId: string; workspaceId: string; userId: string; role: OrgRole; permissions: string[]; sessionId: string }
  | { kind: 'pat'; orgId: string; workspaceId: string; userId: string; role: OrgRole; permissions: string[]; tokenId: string }
  | { kind: 'agent'; orgId: string; workspaceId: string; agentId: string; mode: KeyMode; keyId: string };

/** A device's token (docs/devices.md): reaches the device routes only, for its own device. */
export interface DeviceCaller {
  kind: 'device';
  orgId: string;
  workspaceId: string;
  deviceId: string;
}

/** Any credential's caller: a device's only where a route accepts 'device' (deviceProcedure). */
export type AnyCaller = Caller | DeviceCaller;

export type UserCaller = Extract<Caller, { kind: 'session' | 'pat' }>;
export type AgentCaller = Extract<Caller, { kind: 'agent' }>;

/** Where agent keys already seen are kept (agent-key-cache.ts), so that one can be answered without a statement. */
export interface KnownAgentKeys {
  /** Taken before a read whose result may be kept. */
  readonly generation: number;
  get(keyHash: string): AgentCaller | undefined;
  set(keyHash: string, caller: AgentCaller, generation: number): void;
}

const unauthorized = (message: string) => new DomainError('unauthorized', message);

/** What a person's credential brings of their membership. */
const MEMBERSHIP_FIELDS = { role: true, permissions: true } as const;

/** `last_used_at` is written at most this often per token, to keep writes off the hot path. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The caller behind an `Authorization: Bearer …` value: an agent key or a personal access token. */
export async function callerFromBearer(db: PrismaClient, secret: string, agentKeys?: KnownAgentKeys): Promise<AnyCaller> {
  if (secret.startsWith(AGENT_KEY_PREFIX.live) || secret.startsWith(AGENT_KEY_PREFIX.test)) {
    const keyHash = hashSecret(secret);
    const cached = agentKeys?.get(keyHash);
    if (cached) return cached;
    const generation = agentKeys?.generation ?? 0;
    // One statement (Prisma would read the key and its agent in two), on the hot path of every agent request the cache does not answer.
    const [key] = await sqlQuery<{ id: string; orgId: string; workspaceId: string; agentId: string; mode: KeyMode }>(db, Prisma.sql`
      SELECT k.id, k.org_id AS "orgId", a.workspace_id AS "workspaceId", k.agent_id AS "agentId", k.mode::text AS mode
      FROM agent_keys k JOIN agents a ON a.id = k.agent_id
      WHERE k.key_hash = ${keyHash} AND a.deleted_at IS NULL`);
    if (!key) throw unauthorized('The agent key is not valid (wrong, rotated or deleted)');
    // Frozen: one caller object answers every request of the key while it is cached.
    const caller: AgentCaller = Object.freeze({ kind: 'agent', orgId: key.orgId, workspaceId: key.workspaceId, agentId: key.agentId, mode: key.mode, keyId: key.id });
    agentKeys?.set(keyHash, caller, generation);
    return caller;
  }
  if (secret.startsWith(PERSONAL_TOKEN_PREFIX)) {
    const token = await db.personalToken.findUnique({
      where: { tokenHash: hashSecret(secret) },
      include: { membership: { select: MEMBERSHIP_FIELDS } },
    });
    if (!token || !token.enabled) throw unauthorized('The personal access token is not valid (wrong, disabled or deleted)');
    const now = Date.now();
    if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db.personalToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date(now) } });
    }
    const { role, permissions } = token.membership;
    return { kind: 'pat', orgId: token.orgId, workspaceId: token.workspaceId, userId: token.userId, role, permissions, tokenId: token.id };
  }
  if (secret.startsWith(DEVICE_TOKEN_PREFIX)) {
    // A revoked device's token is refused at once: revocation sets revoked_at, read here on every request.
    const device = await db.device.findUnique({ where: { tokenHash: hashSecret(secret) }, select: { id: true, orgId: true, workspaceId: true, revokedAt: true } });
    if (!device || device.revokedAt) throw unauthorized('The device token is not valid (wrong, or its device was revoked)');
    return { kind: 'device', orgId: device.orgId, workspaceId: device.workspaceId, deviceId: device.id };
  }
  throw unauthorized('Unrecognised credential: expected an agent key (agent_key_…), a personal access token (service_pat_live_…) or a device token (device_token_…)');
}

/** The caller behind a session cookie's secret. */
export async function callerFromSession(db: PrismaClient, secret: string): Promise<Caller> {
  const session = await db.session.findUnique({
    where: { tokenHash: hashSecret(secret) },
    include: { membership: { select: MEMBERSHIP_FIELDS } },
  });
  if (!session || session.expiresAt <= new Date()) throw unauthorized('The session has expired or was signed out; sign in again');
  const { role, permissions } = session.membership;
  return { kind: 'session', orgId: session.orgId, workspaceId: session.workspaceId, userId: session.userId, role, permissions, sessionId: session.id };
}

/** The request header naming the workspace a personal token or a browser session acts in for that request. */
export const WORKSPACE_HEADER = 'Proctor-Workspace';

/**
 * The caller acting in `workspaceId` for this request: a workspace of their organization, else
 * 404 (as any id of another organization). An agent acts in its own agent's workspace only.
 */
export async function withRequestedWorkspace(db: PrismaClient, caller: AnyCaller, workspaceId: string): Promise<AnyCaller> {
  if (caller.kind === 'agent' || caller.kind === 'device') {
    throw new DomainError('invalid_request', `${WORKSPACE_HEADER} applies to personal tokens and browser sessions; an agent key or a device token acts in its own workspace`);
  }
  const workspace = await db.workspace.findFirst({ where: { id: workspaceId, orgId: caller.orgId }, select: { id: true } });
  if (!workspace) throw new DomainError('not_found', `Workspace ${workspaceId} (the ${WORKSPACE_HEADER} header) not found in your organization`);
  return { ...caller, workspaceId: workspace.id };
}

const ROLE_RANK: Record<OrgRole, number> = { member: 1, admin: 2, owner: 3 };

export function hasRole(role: OrgRole, required: OrgRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

/**
 * Whether the caller may change or delete what a person made: its creator, admins and owners. The
 * one rule of workflows, event sources and knowledge collections, enforced by their routes and
 * answered on each resource (`can_edit`, a collection's `can_delete`).
 */
export function isCreatorOrAdmin(caller: Pick<UserCaller, 'userId' | 'role'>, resource: { createdBy: string | null }): boolean {
  return resource.createdBy === caller.userId || hasRole(caller.role, 'admin');
}
