import { Prisma, type Agent, type PrismaClient } from '../../generated/prisma/client.js';
import type { AgentStatus, KeyMode } from '../../generated/prisma/enums.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import { DomainError, notFound } from '../errors.js';
import { revokeDescendantKeys } from './family.js';
import { newId } from '../ids.js';
import { findMember } from '../members/member.js';
import { pageArgs, toPage, type Page, type PageRequest } from '../pagination.js';
import { AGENT_KEY_PREFIX, hashSecret, newSecret } from '../secrets.js';
import { returnCarve } from './spawn/carve.js';
import { findTeam } from '../teams/access.js';

export type { Agent };

export interface VoiceConfig {
  rate?: number | undefined;
  pitch?: number | undefined;
  language?: string | undefined;
}

export interface AgentFields {
  name: string;
  description?: string | null | undefined;
  status?: AgentStatus | undefined;
  icon?: string | null | undefined;
  category?: string | null | undefined;
  personality?: string | null | undefined;
  systemPrompt?: string | null | undefined;
  voiceConfig?: VoiceConfig | null | undefined;
  defaultModelId?: string | null | undefined;
}

export interface AgentWithKeys {
  agent: Agent;
  liveKey: string;
  testKey: string;
}

const LIVE = { deletedAt: null };

function jsonOrNull(value: VoiceConfig | null): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

/** Where a resource lives: its organization and, within it, its workspace. */
export interface WorkspaceScope {
  orgId: string;
  workspaceId: string;
}

/** The row of a new agent in a workspace, for use inside a caller's transaction. */
export function newAgentRecord(scope: WorkspaceScope, fields: AgentFields): Prisma.AgentUncheckedCreateInput {
  const { voiceConfig, ...rest } = fields;
  return { id: newId('agt'), orgId: scope.orgId, workspaceId: scope.workspaceId, ...rest, ...(voiceConfig ? { voiceConfig: voiceConfig as Prisma.InputJsonValue } : {}) };
}

async function issueKey(tx: Prisma.TransactionClient, agent: Pick<Agent, 'id' | 'orgId'>, mode: KeyMode): Promise<string> {
  const key = newSecret(AGENT_KEY_PREFIX[mode]);
  await tx.agentKey.upsert({
    where: { agentId_mode: { agentId: agent.id, mode } },
    create: { id: newId('key'), orgId: agent.orgId, agentId: agent.id, mode, keyHash: hashSecret(key) },
    update: { keyHash: hashSecret(key), createdAt: new Date() },
  });
  return key;
}

/** A new agent's two keys, live and test, each shown once. */
export async function issueKeys(tx: Prisma.TransactionClient, agent: Pick<Agent, 'id' | 'orgId'>): Promise<{ liveKey: string; testKey: string }> {
  return { liveKey: await issueKey(tx, agent, 'live'), testKey: await issueKey(tx, agent, 'test') };
}

export const agentTarget = (id: string) => ({ target: { type: 'agent', id }, agentId: id });

export async function createAgent(db: PrismaClient, scope: WorkspaceScope, fields: AgentFields, audit: AuditContext): Promise<AgentWithKeys> {
  const { orgId } = scope;
  return db.$transaction(async (tx) => {
    const agent = await tx.agent.create({ data: newAgentRecord(scope, fields) });
    const keys = await issueKeys(tx, agent);
    await appendAudit(tx, orgId, audit, { action: 'agent.created', ...agentTarget(agent.id), details: { name: agent.name, workspace_id: agent.workspaceId } });
    return { agent, ...keys };
  });
}

/**
 * The workspace's agents, those chat made for its conversations left out (they belong to their
 * chat, not to the people managing agents); any agent, a chat's included, is read, changed or
 * deleted by id from any workspace of its organization.
 */
export async function listAgents(
  db: PrismaClient,
  scope: WorkspaceScope,
  page: PageRequest,
  filter: { parentAgentId?: string | undefined } = {},
): Promise<Page<Agent>> {
  const args = pageArgs(page);
  const rows = await db.agent.findMany({
    ...args,
    where: { ...args.where, orgId: scope.orgId, workspaceId: scope.workspaceId, chatOwned: false, ...LIVE, ...(filter.parentAgentId ? { parentAgentId: filter.parentAgentId } : {}) },
  });
  return toPage(rows, page);
}

export async function getAgent(db: Prisma.TransactionClient, orgId: string, id: string): Promise<Agent> {
  const agent = await db.agent.findFirst({ where: { id, orgId, ...LIVE } });
  if (!agent) throw notFound('Agent');
  return agent;
}

/** Where an agent sits in the budget hierarchy: its team and its owner (a person of the organization); null clears one. */
export interface AgentPlacement {
  teamId?: string | null | undefined;
  ownerUserId?: string | null | undefined;
}

/**
 * Checks a placement against the agent as it will be: the team is one of the agent's own
 * workspace (another organization's is not found), the owner a member of the organization and,
 * when the agent has a team, of that team: a worker's allocation is drawn on only by agents of
 * their own team.
 */
async function checkPlacement(tx: Prisma.TransactionClient, agent: Agent, placement: AgentPlacement): Promise<void> {
  const teamId = placement.teamId !== undefined ? placement.teamId : agent.teamId;
  const ownerUserId = placement.ownerUserId !== undefined ? placement.ownerUserId : agent.ownerUserId;
  if (placement.teamId) {
    const team = await findTeam(tx, agent.orgId, placement.teamId);
    if (team.workspaceId !== agent.workspaceId) {
      throw new DomainError('conflict', `Team ${team.id} belongs to another workspace than the agent; an agent joins a team of its own workspace`);
    }
  }
  if (placement.ownerUserId) await findMember(tx, agent.orgId, placement.ownerUserId);
  if (teamId && ownerUserId && (placement.teamId || placement.ownerUserId)) {
    const inTeam = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId, userId: ownerUserId } } });
    if (!inTeam) throw new DomainError('conflict', `The owner ${ownerUserId} is not a member of team ${teamId}; add them to the team first`);
  }
}

export async function updateAgent(
  db: PrismaClient,
  orgId: string,
  id: string,
  patch: Partial<AgentFields> & AgentPlacement,
  audit: AuditContext,
): Promise<Agent> {
  const { voiceConfig, teamId, ownerUserId, ...rest } = patch;
  return db.$transaction(async (tx) => {
    if (patch.status !== undefined) await lockAgent(tx, orgId, id);
    if (teamId !== undefined || ownerUserId !== undefined) await checkPlacement(tx, await getAgent(tx, orgId, id), { teamId, ownerUserId });
    const updated = await tx.agent.updateMany({
      where: { id, orgId, ...LIVE },
      data: {
        ...rest,
        ...(voiceConfig !== undefined ? { voiceConfig: jsonOrNull(voiceConfig) } : {}),
        ...(teamId !== undefined ? { teamId } : {}),
        ...(ownerUserId !== undefined ? { ownerUserId } : {}),
      },
    });
    if (updated.count === 0) throw notFound('Agent');
    const fields = Object.keys(patch).filter((field) => patch[field as keyof typeof patch] !== undefined);
    await appendAudit(tx, orgId, audit, {
      action: 'agent.updated',
      ...agentTarget(id),
      details: {
        fields,
        ...(patch.status ? { status: patch.status } : {}),
        ...(teamId !== undefined ? { team_id: teamId } : {}),
        ...(ownerUserId !== undefined ? { owner_user_id: ownerUserId } : {}),
      },
    });
    return getAgent(tx, orgId, id);
  });
}

/**
 * The agent, its row locked FOR UPDATE until the transaction ends: a change that stops its
 * dispatching (a pause, a delete) first waits for every admission in progress, which holds the row
 * FOR KEY SHARE (`admissionStatement` in dispatch/budgets.ts), and every admission after it sees
 * the change. So once the change has answered, no request of the agent is admitted any more.
 */
async function lockAgent(tx: Prisma.TransactionClient, orgId: string, id: string): Promise<Agent> {
  await tx.$queryRaw`SELECT 1 FROM agents WHERE id = ${id} AND org_id = ${orgId} FOR UPDATE`;
  return getAgent(tx, orgId, id);
}

/**
 * The agent's row locked FOR NO KEY UPDATE until the transaction ends, for a write counted per
 * agent against a cap (its open requests, its conversations): concurrent writes of one agent count
 * one after another, and a count read after this lock sees every row committed before it.
 * Admissions hold the row FOR KEY SHARE and go on meanwhile (a capped agent's also FOR SHARE, for
 * the moment its admission statement takes). A deleted agent, or another organization's, is not found.
 */
export async function lockAgentForCount(tx: Prisma.TransactionClient, orgId: string, id: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM agents WHERE id = ${id} AND org_id = ${orgId} AND deleted_at IS NULL FOR NO KEY UPDATE`;
  if (locked.length === 0) throw notFound('Agent');
}

/**
 * Soft delete: the row stays for the records that reference it; its keys stop working at once.
 * The primary agent is the organization's own, and a chat's agent its chat's: neither is deleted;
 * nor is an agent with spawned agents still alive (delete them first, leaves up; pausing it stops
 * them, family.ts). A spawned agent gives the unspent part of its carve back to its parent's
 * monthly cap (spawn/carve.ts).
 */
export async function deleteAgent(db: PrismaClient, orgId: string, id: string, audit: AuditContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const agent = await lockAgent(tx, orgId, id);
    if (agent.isPrimary) throw new DomainError('conflict', 'The primary agent cannot be deleted');
    if (agent.chatOwned) throw new DomainError('conflict', 'A chat agent cannot be deleted: it belongs to its chat');
    const children = await tx.agent.count({ where: { parentAgentId: id, ...LIVE } });
    if (children > 0) throw new DomainError('conflict', `The agent has ${children} spawned agent(s) still alive; delete them first`);
    await tx.agent.update({ where: { id }, data: { deletedAt: new Date() } });
    await tx.agentKey.deleteMany({ where: { agentId: id } });
    const returned = await returnCarve(tx, agent);
    await appendAudit(tx, orgId, audit, {
      action: 'agent.deleted',
      ...agentTarget(id),
      ...(returned !== null ? { details: { parent_agent_id: agent.parentAgentId, returned_cents: Number(returned) } } : {}),
    });
  });
}

/**
 * Replaces the key of one mode; the previous key of that mode stops working at once, and so do
 * the keys of that mode of the agents it spawned and theirs, which its holder was handed
 * (family.ts): `revoked` names them.
 */
export async function rotateAgentKey(
  db: PrismaClient,
  orgId: string,
  id: string,
  mode: KeyMode,
  audit: AuditContext,
): Promise<{ agent: Agent; key: string; revoked: string[] }> {
  return db.$transaction(async (tx) => {
    const agent = await getAgent(tx, orgId, id);
    const key = await issueKey(tx, agent, mode);
    const revoked = await revokeDescendantKeys(tx, agent.id, mode);
    await appendAudit(tx, orgId, audit, {
      action: 'agent.key_rotated',
      ...agentTarget(id),
      mode,
      details: revoked.length > 0 ? { mode, revoked_agent_ids: revoked } : { mode },
    });
    return { agent, key, revoked };
  });
}

/** A copy with the same settings, budget and service bindings, and new keys. */
export async function cloneAgent(
  db: PrismaClient,
  orgId: string,
  id: string,
  name: string | undefined,
  audit: AuditContext,
): Promise<AgentWithKeys> {
  return db.$transaction(async (tx) => {
    const source = await getAgent(tx, orgId, id);
    const bindings = await tx.serviceBinding.findMany({ where: { agentId: id } });
    const agent = await tx.agent.create({
      data: {
        ...newAgentRecord(source, {
          name: name ?? `${source.name} (copy)`,
          description: source.description,
          status: source.status,
          icon: source.icon,
          category: source.category,
          personality: source.personality,
          systemPrompt: source.systemPrompt,
          voiceConfig: source.voiceConfig as VoiceConfig | null,
          defaultModelId: source.defaultModelId,
        }),
        monthlyBudgetCents: source.monthlyBudgetCents,
        teamId: source.teamId,
        ownerUserId: source.ownerUserId,
      },
    });
    await tx.serviceBinding.createMany({
      data: bindings.map(({ operation, monthlyBudgetCents, dailyLimit, approvalThresholdCents, enabled }) => ({
        id: newId('bnd'),
        orgId,
        agentId: agent.id,
        operation,
        monthlyBudgetCents,
        dailyLimit,
        approvalThresholdCents,
        enabled,
      })),
    });
    const keys = await issueKeys(tx, agent);
    await appendAudit(tx, orgId, audit, {
      action: 'agent.cloned',
      ...agentTarget(agent.id),
      details: { source_agent_id: id, name: agent.name, bindings: bindings.length },
    });
    return { agent, ...keys };
  });
}

/** The agent's own monthly cap across all operations, in cents; null removes it. */
export async function setAgentBudget(
  db: PrismaClient,
  orgId: string,
  id: string,
  monthlyBudgetCents: number | null,
  audit: AuditContext,
): Promise<Agent> {
  return db.$transaction(async (tx) => {
    const updated = await tx.agent.updateMany({
      where: { id, orgId, ...LIVE },
      data: { monthlyBudgetCents: monthlyBudgetCents === null ? null : BigInt(monthlyBudgetCents) },
    });
    if (updated.count === 0) throw notFound('Agent');
    await appendAudit(tx, orgId, audit, {
      action: 'agent.budget_set',
      ...agentTarget(id),
      details: { monthly_budget_cents: monthlyBudgetCents },
    });
    return getAgent(tx, orgId, id);
  });
}
