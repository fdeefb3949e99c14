import { describe, expect, it, vi } from 'vitest';

// The SDK stands in for itself: what is looked at is whether startTracing loads and starts it,
// and the real one would read process.env and export to the endpoint named.
const sdk = { loads: 0, started: 0, stopped: 0 };
const fakeSdk = () => {
  sdk.loads += 1;
  return {
    NodeSDK: class {
      start() {
        sdk.started += 1;
      }
      shutdown() {
        sdk.stopped += 1;
        return Promise.resolve();
      }
    },
  };
};

/**
 * Whether the server, started with `env`, traces: the SDK loaded and started, and spans on;
 * stopped again after. Each time in a fresh module graph with a fresh stand-in, so that whether
 * the SDK was loaded is this start's alone.
 */
async function traces(env: NodeJS.ProcessEnv): Promise<boolean> {
  vi.resetModules();
  vi.doMock('@opentelemetry/sdk-node', fakeSdk);
  Object.assign(sdk, { loads: 0, started: 0, stopped: 0 });
  const { startTracing } = await import('../../src/observability/tracing.js');
  const { tracingOn } = await import('../../src/observability/spans.js');
  const tracing = await startTracing(env);
  const on = tracing !== undefined;
  expect({ loads: sdk.loads, started: sdk.started, tracingOn: tracingOn() }).toEqual({ loads: on ? 1 : 0, started: on ? 1 : 0, tracingOn: on });
  await tracing?.stop();
  expect({ stopped: sdk.stopped, tracingOn: tracingOn() }).toEqual({ stopped: on ? 1 : 0, tracingOn: false });
  return on;
}

const ENDPOINT = 'http://127.0.0.1:4318';

describe('which OTEL_* settings turn traces on', () => {
  it('leaves traces off, the SDK not even loaded, when nothing asks for them', async () => {
    expect(await traces({})).toBe(false);
  });

  it('leaves traces off for the settings that only shape them: service name, sampler, protocol, headers, resource', async () => {
    const shaping = {
      OTEL_SERVICE_NAME: 'proctor-eu',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-honeycomb-team=abc',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=production',
    };
    expect(await traces(shaping)).toBe(false);
  });

  it.each(['otlp', 'zipkin', 'console', 'otlp,console'])('turns traces on for the exporter OTEL_TRACES_EXPORTER=%s', async (exporter) => {
    expect(await traces({ OTEL_TRACES_EXPORTER: exporter })).toBe(true);
  });

  it('keeps traces off for OTEL_TRACES_EXPORTER=none, even with an OTLP endpoint set', async () => {
    expect(await traces({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(await traces({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT })).toBe(false);
  });

  it.each(['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])('turns traces on for an OTLP endpoint in %s alone', async (variable) => {
    expect(await traces({ [variable]: ENDPOINT })).toBe(true);
  });

  it('does not take an OTLP endpoint for metrics or logs as asking for traces', async () => {
    expect(await traces({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: ENDPOINT })).toBe(false);
  });

  it('keeps traces off with OTEL_SDK_DISABLED=true, whatever else asks for them', async () => {
    expect(await traces({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(await traces({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT })).toBe(false);
    expect(await traces({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: ENDPOINT })).toBe(false);
    expect(await traces({ OTEL_SDK_DISABLED: 'TRUE', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
  });

  it('traces as asked when OTEL_SDK_DISABLED is anything but true', async () => {
    expect(await traces({ OTEL_SDK_DISABLED: 'false', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
