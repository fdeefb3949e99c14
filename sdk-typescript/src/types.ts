/**
 * Friendly names for the generated types (src/generated/openapi.ts, from openapi/openapi.json).
 * Nothing here is written by hand except the mapping from an operation to its types.
 */
import type { components, operations } from './generated/openapi.js';
import type { OperationTypes } from './generated/operations.js';

type Schemas = components['schemas'];

/** The request body of an endpoint, by operationId. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The query parameters of an endpoint, by operationId. */
export type QueryParams<Op extends keyof operations> = operations[Op] extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : never;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The 200/201 response body of an endpoint, by operationId. */
export type ResponseBody<Op extends keyof operations> = operations[Op]['responses'] extends infer R
  ? 200 extends keyof R
    ? JsonOf<R[200]>
    : 201 extends keyof R
      ? JsonOf<R[201]>
      : never
  : never;

export type Agent = Schemas['Agent'];
export type AgentDocs = Schemas['AgentDocs'];
export type CatalogOperation = Schemas['CatalogOperation'];
export type Session = Schemas['Session'];
export type PersonalToken = Schemas['PersonalToken'];
export type ServiceBinding = Schemas['ServiceBinding'];
export type Approval = Schemas['Approval'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditVerification = Schemas['AuditVerification'];
export type Usage = Schemas['Usage'];
export type Balance = Schemas['Balance'];
export type ErrorEnvelope = Schemas['Error'];

export type AgentCreateParams = RequestBody<'agents-create'>;
export type AgentCreateResponse = ResponseBody<'agents-create'>;
export type AgentUpdateParams = RequestBody<'agents-update'>;
export type AgentRotateKeyParams = RequestBody<'agents-rotateKey'>;
export type AgentRotateKeyResponse = ResponseBody<'agents-rotateKey'>;
export type AgentCloneParams = RequestBody<'agents-clone'>;
export type AgentCloneResponse = ResponseBody<'agents-clone'>;
export type AgentSetBudgetParams = RequestBody<'agents-setBudget'>;
export type AgentListParams = QueryParams<'agents-list'>;
export type ServiceBindingUpsertParams = RequestBody<'agents-upsertService'>;
export type SignupParams = RequestBody<'auth-signup'>;
export type LoginParams = RequestBody<'auth-login'>;
export type PersonalTokenCreateParams = RequestBody<'personalTokens-create'>;
export type PersonalTokenCreateResponse = ResponseBody<'personalTokens-create'>;
export type PersonalTokenUpdateParams = RequestBody<'personalTokens-update'>;
export type PersonalTokenListParams = QueryParams<'personalTokens-list'>;
export type ServiceRequestListParams = QueryParams<'serviceRequests-list'>;
export type ApprovalListParams = QueryParams<'approvals-list'>;
export type ApprovalApproveParams = RequestBody<'approvals-approve'>;
export type ApprovalRejectParams = RequestBody<'approvals-reject'>;
export type AuditLogListParams = QueryParams<'auditLogs-list'>;
export type UsageParams = QueryParams<'usage-get'>;
export type Health = ResponseBody<'platform-health'>;
export type Readiness = ResponseBody<'platform-ready'>;

/** Every operation of the catalog, as `"<service>.<operation>"`. */
export type OperationName = keyof OperationTypes;
/** The payload an operation takes. */
export type OperationPayload<Op extends OperationName> = OperationTypes[Op]['payload'];
/** The `result` an operation answers when executed. */
export type OperationResult<Op extends OperationName> = OperationTypes[Op]['result'];

/** A dispatch body, one variant per operation (as generated), including the `{service, operation}` form. */
export type DispatchBody = RequestBody<'serviceRequests-create'>;

/** What `serviceRequests.create` takes: the operation and its payload, checked against each other. */
export interface ServiceRequestCreateParams<Op extends OperationName = OperationName> {
  operation: Op;
  payload: OperationPayload<Op>;
}

export type ServiceRequestStatus = Schemas['ServiceRequest']['status'];
/** Reason codes the server sends (open set). */
export type ReasonCode =
  | 'policy_violation'
  | 'daily_limit_exceeded'
  | 'monthly_budget_exceeded'
  | 'agent_budget_exceeded'
  | 'insufficient_balance'
  | 'worker_budget_exceeded'
  | 'approval_threshold'
  | 'approval_rejected'
  | 'approval_expired'
  | 'adapter_error'
  | 'agent_disabled'
  | 'invalid_payload'
  | (string & {});

type ServiceRequestBase = Omit<Schemas['ServiceRequest'], 'status' | 'result' | 'reason_code'>;

/**
 * A service request, as dispatch and polling answer it; narrow on `status` to get the operation's
 * typed `result` when executed, or `result.detail` and `reason_code` otherwise.
 */
export type ServiceRequest<Result = { [key: string]: unknown }> =
  | (ServiceRequestBase & { status: 'executed'; result: Result; reason_code?: ReasonCode })
  | (ServiceRequestBase & { status: 'blocked' | 'failed'; result: { detail: string }; reason_code: ReasonCode })
  | (ServiceRequestBase & { status: 'approval_required'; result: { detail: string } | null; reason_code?: ReasonCode; approval_id: string })
  | (ServiceRequestBase & { status: 'running'; result: { [key: string]: unknown } | null; reason_code?: ReasonCode });

/** The service request of operation `Op`. */
export type ServiceRequestOf<Op extends OperationName> = ServiceRequest<OperationResult<Op>>;
