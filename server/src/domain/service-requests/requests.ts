import { Prisma, type Approval, type PrismaClient, type ServiceRequest } from '../../generated/prisma/client.js';
import type { KeyMode, ServiceRequestStatus } from '../../generated/prisma/enums.js';
import type { Caller } from '../auth/caller.js';
import { notFound } from '../errors.js';
import { sqlQuery } from '../../db/client.js';
import { keysetSql, toPage, type Page, type PageRequest } from '../pagination.js';
import { workspaceAgentIdsSql, type WorkspaceScope } from '../workspaces.js';

export type ServiceRequestWithApproval = ServiceRequest & { approval: Pick<Approval, 'id'> | null };

/** A request's columns as a statement returns them (RETURNING or SELECT), for `fromRow`. */
export const SERVICE_REQUEST_COLUMNS = Prisma.sql`id, org_id, agent_id, binding_id, mode::text AS mode, operation, payload, idempotency_key,
  fingerprint, status::text AS status, reason_code, result, cost_cents::text AS cost_cents, hold_cents::text AS hold_cents, reservation,
  provider, external_id, created_at, updated_at, completed_at, delegated_task_id, workflow_step_run_id`;

export interface ServiceRequestRow {
  id: string;
  org_id: string;
  agent_id: string;
  binding_id: string | null;
  mode: string;
  operation: string;
  payload: Prisma.JsonValue;
  idempotency_key: string;
  fingerprint: string;
  status: string;
  reason_code: string | null;
  result: Prisma.JsonValue | null;
  cost_cents: string;
  hold_cents: string;
  reservation: Prisma.JsonValue | null;
  provider: string | null;
  external_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  delegated_task_id: string | null;
  workflow_step_run_id: string | null;
}

export function fromRow(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    orgId: row.org_id,
    agentId: row.agent_id,
    bindingId: row.binding_id,
    mode: row.mode as KeyMode,
    operation: row.operation,
    payload: row.payload as Prisma.JsonValue,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    status: row.status as ServiceRequestStatus,
    reasonCode: row.reason_code,
    result: row.result,
    costCents: BigInt(row.cost_cents),
    holdCents: BigInt(row.hold_cents),
    reservation: row.reservation,
    provider: row.provider,
    externalId: row.external_id,
    createdAt: row.created_at,
    delegatedTaskId: row.delegated_task_id,
    workflowStepRunId: row.workflow_step_run_id,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

/** A request as `row_to_json` gives SERVICE_REQUEST_COLUMNS with its approval's id: its times as ISO strings. */
export type ServiceRequestJson = Omit<ServiceRequestRow, 'created_at' | 'updated_at' | 'completed_at'> & {
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  approval_id: string | null;
};

/**
 * The request and its approval's id, from a statement that reads it beside other things (the
 * policy's): JSON keeps its columns apart from theirs, and its times parse as node-postgres parses
 * a timestamptz, to the millisecond.
 */
export function fromJson(json: ServiceRequestJson): ServiceRequestWithApproval {
  const row = {
    ...json,
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
    completed_at: json.completed_at === null ? null : new Date(json.completed_at),
  };
  return { ...fromRow(row), approval: json.approval_id === null ? null : { id: json.approval_id } };
}

/** A request with its approval's id, for the response. */
export async function serviceRequestById(db: PrismaClient, id: string): Promise<ServiceRequestWithApproval> {
  return db.serviceRequest.findUniqueOrThrow({ where: { id }, include: { approval: { select: { id: true } } } });
}

/**
 * One request: an agent key sees its own agent's in its own mode (a test key, the one handed to
 * CI, never reads a live request's payload or result, nor a live key a test one: a key's requests
 * are its mode's, as its idempotency keys are), people their organization's of both modes;
 * anything else is not found.
 */
export async function getServiceRequest(db: PrismaClient, caller: Caller, id: string): Promise<ServiceRequestWithApproval> {
  const request = await db.serviceRequest.findFirst({
    where: { id, orgId: caller.orgId, ...(caller.kind === 'agent' ? { agentId: caller.agentId, mode: caller.mode } : {}) },
    include: { approval: { select: { id: true } } },
  });
  if (!request) throw notFound('Service request');
  return request;
}

/**
 * The requests of the agents of the caller's workspace, oldest first: one statement, whose keyset
 * walks the (org_id, id) index as before, with the workspace's agents as a subquery.
 */
export async function listServiceRequests(
  db: PrismaClient,
  scope: WorkspaceScope,
  filters: {
    agentId?: string | undefined;
    statuses?: ServiceRequestStatus[] | undefined;
    operation?: string | undefined;
    mode?: 'live' | 'test' | undefined;
  },
  page: PageRequest,
): Promise<Page<ServiceRequestWithApproval>> {
  const keyset = keysetSql(Prisma.sql`id`, page);
  const conditions = [
    Prisma.sql`org_id = ${scope.orgId}`,
    Prisma.sql`agent_id IN ${workspaceAgentIdsSql(scope.workspaceId)}`,
    ...keyset.after,
    ...(filters.agentId ? [Prisma.sql`agent_id = ${filters.agentId}`] : []),
    ...(filters.statuses ? [Prisma.sql`status = ANY(${filters.statuses}::"ServiceRequestStatus"[])`] : []),
    ...(filters.operation ? [Prisma.sql`operation = ${filters.operation}`] : []),
    ...(filters.mode ? [Prisma.sql`mode = ${filters.mode}::"KeyMode"`] : []),
  ];
  const rows = await sqlQuery<ServiceRequestRow & { approval_id: string | null }>(db, Prisma.sql`
    SELECT ${SERVICE_REQUEST_COLUMNS},
           (SELECT ap.id FROM approvals ap WHERE ap.service_request_id = service_requests.id) AS approval_id
    FROM service_requests
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${keyset.orderBy}
    LIMIT ${page.limit + 1}`);
  return toPage(
    rows.map((row) => ({ ...fromRow(row), approval: row.approval_id === null ? null : { id: row.approval_id } })),
    page,
  );
}
