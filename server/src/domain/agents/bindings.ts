import type { PrismaClient, ServiceBinding } from '../../generated/prisma/client.js';
import { appendAudit, type AuditContext } from '../audit/record.js';
import type { Operation } from '../catalog/index.js';
import { notFound } from '../errors.js';
import { getAgent } from './agents.js';
import { newId } from '../ids.js';

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
  audit: AuditContext,
): Promise<ServiceBinding> {
  const values = {
    monthlyBudgetCents: cents(limits.monthlyBudgetCents),
    dailyLimit: limits.dailyLimit,
    approvalThresholdCents: cents(limits.approvalThresholdCents),
    enabled: limits.enabled,
  };
  return db.$transaction(async (tx) => {
    await getAgent(tx, orgId, agentId);
    const binding = await tx.serviceBinding.upsert({
      where: { agentId_operation: { agentId, operation } },
      create: { id: newId('bnd'), orgId, agentId, operation, ...values },
      update: values,
    });
    await appendAudit(tx, orgId, audit, {
      action: 'binding.upserted',
      target: { type: 'service_binding', id: binding.id },
      agentId,
      details: { operation, ...limitsDetails(limits) },
    });
    return binding;
  });
}

/** The limits that were sent, as they appear on the wire. */
function limitsDetails(limits: BindingLimits): Record<string, unknown> {
  const sent = {
    monthly_budget_cents: limits.monthlyBudgetCents,
    daily_limit: limits.dailyLimit,
    approval_threshold_cents: limits.approvalThresholdCents,
    enabled: limits.enabled,
  };
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
}

export async function listBindings(db: PrismaClient, orgId: string, agentId: string): Promise<ServiceBinding[]> {
  await getAgent(db, orgId, agentId);
  return db.serviceBinding.findMany({ where: { agentId, orgId }, orderBy: { operation: 'asc' } });
}

export async function removeBinding(
  db: PrismaClient,
  orgId: string,
  agentId: string,
  operation: string,
  audit: AuditContext,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await getAgent(tx, orgId, agentId);
    const binding = await tx.serviceBinding.findFirst({ where: { agentId, orgId, operation } });
    if (!binding) throw notFound(`Binding for ${operation}`);
    await tx.serviceBinding.delete({ where: { id: binding.id } });
    await appendAudit(tx, orgId, audit, {
      action: 'binding.removed',
      target: { type: 'service_binding', id: binding.id },
      agentId,
      details: { operation },
    });
  });
}
