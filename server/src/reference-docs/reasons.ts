import { REASON_ADVICE, REASON_CODES, REASONS, statusOf } from '../domain/dispatch/reasons.js';
import { ERROR_CODES, ERRORS } from '../domain/errors.js';
import { ERROR_STATUS } from '../trpc/errors.js';
import { byKey, code, referenceDocument, table } from './markdown.js';

/** docs/reference/reasons.md: the reason codes a service request ends with, and the error codes of the error envelope. */
export function renderReasons(): string {
  const reasons = [...REASON_CODES].sort(byKey((reason) => reason)).map((reason) => [code(reason), code(statusOf(reason)), REASONS[reason], REASON_ADVICE[reason]]);
  const errors = [...ERROR_CODES]
    .sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || byKey((name: string) => name)(a, b))
    .map((error) => [code(error), String(ERROR_STATUS[error]), ERRORS[error]]);
  return referenceDocument('Reason codes and error codes', 'server/src/domain/dispatch/reasons.ts, server/src/domain/errors.ts and server/src/trpc/errors.ts', [
    '## Reason codes',
    [
      "A service request that does not execute says why in `reason_code`, with the request's status and a `result.detail`.",
      'The meaning and the advice are what `GET /api/v1/agent-docs` serves to agents; the OpenAPI document lists the codes as',
      'the `ReasonCode` enum.',
    ].join('\n'),
    table(['Reason code', 'Status', 'Meaning', 'What the agent should do'], reasons),
    '## Error codes',
    [
      'Every non-2xx answer carries the one error envelope, `{"error": {"code", "message", "request_id", "details"?}}`, its',
      '`request_id` the same as the `X-Request-Id` header. The set of codes is open: clients accept codes they do not know.',
      "Each code answers with its own status, except that a body too large is `invalid_request` with 413 and one not JSON with 415.",
    ].join('\n'),
    table(['Error code', 'HTTP status', 'Meaning'], errors),
  ]);
}
