/**
 * The types of the API: every component schema by its own name (generated: src/generated/), the
 * helpers the generated resources name their parameters with, and the typed dispatch, whose
 * operation name types its payload and result. A name declared here wins over the generated one.
 */
import type { ReasonCode } from './generated/codes.js';
import type { components, operations } from './generated/openapi.js';
import type { OperationTypes } from './generated/operations.js';

export type * from './generated/schemas.js';
export type { ErrorCode, ReasonCode } from './generated/codes.js';

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

export type ErrorEnvelope = Schemas['Error'];

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
/** A reason code as a field holds it: one of ReasonCode, or one a newer server added. */
type OpenReasonCode = ReasonCode | (string & {});

type ServiceRequestBase = Omit<Schemas['ServiceRequest'], 'status' | 'result' | 'reason_code'>;

/**
 * A service request, as dispatch and polling answer it; narrow on `status` to get the operation's
 * typed `result` when executed, or `result.detail` and `reason_code` otherwise.
 */
export type ServiceRequest<Result = { [key: string]: unknown }> =
  | (ServiceRequestBase & { status: 'executed'; result: Result; reason_code?: OpenReasonCode })
  | (ServiceRequestBase & { status: 'blocked' | 'failed'; result: { detail: string }; reason_code: OpenReasonCode })
  | (ServiceRequestBase & { status: 'approval_required'; result: { detail: string } | null; reason_code?: OpenReasonCode; approval_id: string })
  | (ServiceRequestBase & { status: 'running'; result: { [key: string]: unknown } | null; reason_code?: OpenReasonCode });

/** The service request of operation `Op`. */
export type ServiceRequestOf<Op extends OperationName> = ServiceRequest<OperationResult<Op>>;
