/** What `.withResponse()` gives: the parsed body, the raw Response (body already read) and ids. */
export interface WithResponse<T> {
  data: T;
  /** The raw fetch Response of the last attempt; its body has been read into `data`. */
  response: Response;
  /** `X-Request-Id` of the response. */
  requestId: string | undefined;
  /** The Idempotency-Key the request carried (dispatch), otherwise undefined. */
  idempotencyKey: string | undefined;
  /** How many HTTP attempts it took (1 + retries). */
  attempts: number;
}

/**
 * The promise every method returns: await it for the parsed body, or call `.withResponse()` for
 * the raw Response and request id as well. The request starts at once, awaited or not.
 */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #responsePromise: Promise<WithResponse<T>>;
  #dataPromise: Promise<T> | undefined;

  constructor(responsePromise: Promise<WithResponse<T>>) {
    this.#responsePromise = responsePromise;
  }

  /** The parsed body with the raw Response, its request id and the attempts made. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#responsePromise;
  }

  #parse(): Promise<T> {
    this.#dataPromise ??= this.#responsePromise.then((r) => r.data);
    return this.#dataPromise;
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parse().then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#parse().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parse().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}
