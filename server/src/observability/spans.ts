import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Whether a tracer provider was started (tracing.ts). Off, the OpenTelemetry API would hand out
 * no-op spans; inSpan skips even those, so that tracing costs the hot path nothing unless asked for.
 */
let tracing = false;

export function setTracing(on: boolean): void {
  tracing = on;
}

export function tracingOn(): boolean {
  return tracing;
}

export const tracer = () => trace.getTracer('proctor');

/** Runs `work` in a child span of the active one (the HTTP request's, the workflow run's), ended with its outcome. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!tracing) return work();
  return tracer().startActiveSpan(name, { attributes }, async (span: Span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

const NO_FIELDS = Object.freeze({});

/** trace_id and span_id of the active span, for every log line written under it (logger.ts's pino mixin). */
export function traceFields(): object {
  if (!tracing) return NO_FIELDS;
  const span = trace.getActiveSpan();
  if (!span) return NO_FIELDS;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * pino's merge of a line's fields with traceFields': its default assigns the line's fields into
 * the mixin's object, which NO_FIELDS, shared and frozen, must never be; without a trace the
 * line's fields go as they are, with nothing copied.
 */
export function withTraceFields(fields: object, trace: object): object {
  return trace === NO_FIELDS ? fields : Object.assign(trace, fields);
}
