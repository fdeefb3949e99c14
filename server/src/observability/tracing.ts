import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { setTracing } from './spans.js';

/**
 * Whether the standard variables ask for traces: an exporter named in OTEL_TRACES_EXPORTER
 * (not `none`), or an OTLP endpoint; OTEL_SDK_DISABLED=true wins.
 */
function tracesRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  if (exporters.length > 0) return !exporters.includes('none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface Tracing {
  /** Exports what is still buffered, then stops. */
  stop(): Promise<void>;
}

/**
 * Starts OpenTelemetry's Node SDK for traces alone, configured by the standard OTEL_* variables
 * (exporter, endpoint, headers, sampler, resource), or with `spanProcessors` given (a test's
 * in-memory exporter). Not asked for, nothing is loaded: the SDK is imported only here. Spans are
 * the server's own (an HTTP request, its dispatch's phases, workflow runs and steps); no library
 * is instrumented, and Proctor's metrics stay Prometheus' (`GET /metrics`).
 */
export async function startTracing(env: NodeJS.ProcessEnv, spanProcessors?: SpanProcessor[]): Promise<Tracing | undefined> {
  if (!spanProcessors && !tracesRequested(env)) return undefined;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'proctor',
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
    ...(spanProcessors ? { spanProcessors } : {}),
  });
  sdk.start();
  setTracing(true);
  return {
    async stop() {
      setTracing(false);
      await sdk.shutdown();
    },
  };
}
