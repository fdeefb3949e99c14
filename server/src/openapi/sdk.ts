import { REASONS } from '../domain/dispatch/reasons.js';
import { ERRORS } from '../domain/errors.js';
import type { ProcedureMeta } from '../trpc/init.js';

/**
 * `x-sdk` of an operation: where both SDKs put its method. The generators of sdk-typescript and
 * sdk-python read only this (and `security`), so a new procedure reaches both with the same names
 * through `pnpm generate`. Names are camelCase; the Python SDK writes them in snake_case.
 */
export interface SdkExtension {
  /** The resource path on the client, e.g. `['agents', 'bindings']` for `client.agents.bindings`. */
  resource: string[];
  method: string;
  /** Also gives `createAndWait` / `create_and_wait`: this call, then the resource's `retrieve` polled until `status` is one of `until`. */
  waitable?: { until: string[] };
  /** A `text/event-stream` operation (`meta.stream`): the method returns a `Stream` of its events. */
  stream?: true;
  /** A file operation (`meta.file`): the method returns the file's bytes, not parsed JSON. */
  file?: true;
  /**
   * A redirect (`meta.successStatus` 302, its 302 response with a `Location` header): the SDKs
   * never follow it inside an ordinary call. They give two methods: `<method>Url` /
   * `<method>_url`, the `Location` answered, and `<method>`, which fetches that URL with no
   * credential and returns its body as a stream.
   */
  redirect?: true;
}

/**
 * The one naming rule: the tRPC path `<group>.<procedure>` gives resource `<group>` and method
 * `<procedure>`, with `get` read as `retrieve`; `meta.sdk` names the exceptions, and `false` keeps a
 * procedure out of the SDKs.
 */
export function sdkExtension(trpcPath: string, { sdk, stream, file, successStatus }: Pick<ProcedureMeta, 'sdk' | 'stream' | 'file' | 'successStatus'>): SdkExtension | false {
  if (sdk === false) return false;
  const parts = trpcPath.split('.');
  const procedure = parts.pop()!;
  return {
    resource: [...(sdk?.resource ?? parts)],
    method: sdk?.method ?? (procedure === 'get' ? 'retrieve' : procedure),
    ...(sdk?.waitable ? { waitable: { until: [...sdk.waitable.until] } } : {}),
    ...(stream ? { stream: true as const } : {}),
    ...(file ? { file: true as const } : {}),
    ...(successStatus === 302 ? { redirect: true as const } : {}),
  };
}

/**
 * The reason codes and error codes as enum components, each code's meaning beside it
 * (`x-enum-descriptions`, in the order of `enum`, as openapi-generator and datamodel-code-generator
 * read it; both SDK generators copy it into their docs). The sets are open for
 * clients: a newer server may send a code an older SDK does not list.
 */
export function codeSchemas() {
  return {
    ReasonCode: {
      type: 'string' as const,
      enum: Object.keys(REASONS),
      description: 'Why a service request ended blocked or failed, or waits for approval. Clients accept codes they do not know.',
      'x-enum-descriptions': Object.values(REASONS),
    },
    ErrorCode: {
      type: 'string' as const,
      enum: Object.keys(ERRORS),
      description: 'The `code` of the error envelope; the SDKs choose an error kind by it. Clients accept codes they do not know.',
      'x-enum-descriptions': Object.values(ERRORS),
    },
  };
}
