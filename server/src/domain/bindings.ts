import type { PrismaClient, ServiceBinding } from '../generated/prisma/client.js';
import type { Operation } from './catalog-operations.js';
import { notFound } from './errors.js';
import { getAgent } from './agents.js';
import { newId } from './ids.js';

export type { ServiceBinding };

export interface BindingLimits {
  monthlyBudgetCents?: number | null | undefined;
  dailyLimit?: number | null | undefined;
  approvalThresholdCents?: number | null | undefined;
  enabled?: boolean | undefined;
}

const cents = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : BigInt(value));

/** Enables an operation for an agent with its limits; for an existing binding, updates the limits given. */
export async function upsertBinding(
  db: PrismaClient,
  orgId: string,
  agentId: string,
  operation: Operation,
  limits: BindingLimits,
): Promise<ServiceBinding> {
  await getAgent(db, orgId, agentId);
  const values = {
    monthlyBudgetCents: cents(limits.monthlyBudgetCents),
    dailyLimit: limits.dailyLimit,
    approvalThresholdCents: cents(limits.approvalThresholdCents),
    enabled: limits.enabled,
  };
  return db.serviceBinding.upsert({
    where: { agentId_operation: { agentId, operation } },
    create: { id: newId('bnd'), orgId, agentId, operation, ...values },
    update: values,
  });
}

export async function listBindings(db: PrismaClient, orgId: string, agentId: string): Promise<ServiceBinding[]> {
  await getAgent(db, orgId, agentId);
  return db.serviceBinding.findMany({ where: { agentId, orgId }, orderBy: { operation: 'asc' } });
}

export async function removeBinding(db: PrismaClient, orgId: string, agentId: string, operation: string): Promise<void> {
  await getAgent(db, orgId, agentId);
  const removed = await db.serviceBinding.deleteMany({ where: { agentId, orgId, operation } });
  if (removed.count === 0) throw notFound(`Binding for ${operation}`);
}
