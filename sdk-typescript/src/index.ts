export { Proctor, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './client.js';
export { IDENTITY_HEADERS } from './core/api-client.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
export { Stream, CONTROL_EVENTS, type StreamEvent } from './core/streaming.js';
export { CursorPage, PagePromise, type CursorPageResponse } from './core/pagination.js';
export {
  ProctorError,
  ProctorWaitTimeoutError,
  type ProctorErrorKind,
  type ProctorErrorCode,
  type ProctorErrorDetail,
} from './core/errors.js';
export type { DispatchRequestOptions, HTTPMethod, IdempotentRequestOptions, RequestOptions, RequestSpec, RetryInfo, SecurityScheme } from './core/http.js';
export type { Logger, LogLevel } from './core/logger.js';
export {
  DEFAULT_MAX_RETRIES,
  INITIAL_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  RETRYABLE_STATUSES,
  calculateDefaultRetryTimeoutMillis,
  isIdempotent,
  parseRetryAfterMillis,
  retryDelayMillis,
  shouldRetry,
} from './core/retry.js';
export {
  POLL_INITIAL_MS,
  POLL_MAX_MS,
  POLL_MULTIPLIER,
  TERMINAL_STATUSES,
  WAIT_TIMEOUT_MS,
  pollDelayMillis,
  type WaitOptions,
} from './core/waiting.js';
export { ERROR_CODES, REASON_CODES } from './generated/codes.js';
export { ENUMS } from './generated/enums.js';
export { OPERATIONS } from './generated/operations.js';
export type { OperationTypes } from './generated/operations.js';
export type { components, operations, paths } from './generated/openapi.js';
export * from './resources/index.js';
/** `triggers.sign(secret, body)` and `triggers.verify(secret, body, header)` without a client (also `client.triggers.sign`). */
export * as triggers from './lib/triggers.js';
export { ChatTurnStream, type ChatContinueParams, type ChatToolCall, type ChatTurnEvent, type ChatTurnEvents, type ChatTurnResult } from './lib/chat.js';
export type * from './types.js';
export { VERSION } from './version.js';
