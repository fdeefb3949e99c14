import { APIPromise, type WithResponse } from './api-promise.js';
import { ProctorError } from './errors.js';

/** The wire shape of every list: `{data, next_cursor}`; `next_cursor` is null on the last page. */
export interface CursorPageResponse<Item> {
  data: Item[];
  next_cursor: string | null;
}

export type FetchPage<Item> = (cursor: string | undefined) => APIPromise<CursorPageResponse<Item>>;

/**
 * One page of a list. Iterate it with `for await` to walk every item of this page and the ones
 * after it, or `iterPages()` to walk pages. Iteration stops only on a null `next_cursor` (an
 * empty page with a cursor continues) and throws a ProctorError (`invalid_response`,
 * `repeated_cursor`) if the server hands back a cursor it gave before.
 */
export class CursorPage<Item> implements AsyncIterable<Item> {
  readonly data: Item[];
  readonly next_cursor: string | null;
  /** The cursor that fetched this page (undefined for the first). */
  readonly cursor: string | undefined;
  readonly #fetchPage: FetchPage<Item>;
  readonly #seen: ReadonlySet<string>;

  constructor(body: CursorPageResponse<Item>, cursor: string | undefined, fetchPage: FetchPage<Item>, seen: ReadonlySet<string>) {
    if (!body || !Array.isArray(body.data) || (body.next_cursor !== null && typeof body.next_cursor !== 'string')) {
      throw new ProctorError({ kind: 'invalid_response', message: 'A list response must be {data: [...], next_cursor: string|null}', body });
    }
    this.data = body.data;
    this.next_cursor = body.next_cursor;
    this.cursor = cursor;
    this.#fetchPage = fetchPage;
    this.#seen = seen;
  }

  hasNextPage(): boolean {
    return this.next_cursor !== null;
  }

  /** The next page; throws if there is none, or if the server repeated a cursor. */
  getNextPage(): Promise<CursorPage<Item>> {
    const next = this.next_cursor;
    if (next === null) return Promise.reject(new Error('No next page: next_cursor is null; check hasNextPage() first'));
    if (this.#seen.has(next)) {
      return Promise.reject(
        new ProctorError({
          kind: 'invalid_response',
          code: 'repeated_cursor',
          message: `The server returned the cursor ${JSON.stringify(next)} a second time; stopping rather than looping forever`,
        }),
      );
    }
    const seen = new Set(this.#seen).add(next);
    return Promise.resolve(this.#fetchPage(next)).then((body) => new CursorPage(body, next, this.#fetchPage, seen));
  }

  /** This page, then every following page. */
  async *iterPages(): AsyncGenerator<CursorPage<Item>, void, undefined> {
    yield this;
    let page = this.hasNextPage() ? await this.getNextPage() : undefined;
    while (page) {
      yield page;
      page = page.hasNextPage() ? await page.getNextPage() : undefined;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.data;
  }
}

/**
 * What list methods return: await it for the first page, or iterate it directly, without awaiting
 * first: `for await (const entry of client.auditLogs.list())`; `.iterPages()` walks pages.
 */
export class PagePromise<Item> extends APIPromise<CursorPage<Item>> implements AsyncIterable<Item> {
  constructor(fetchPage: FetchPage<Item>, cursor: string | undefined) {
    const first = fetchPage(cursor).withResponse();
    const seen = new Set<string>(cursor === undefined ? [] : [cursor]);
    super(
      first.then(
        (meta): WithResponse<CursorPage<Item>> => ({ ...meta, data: new CursorPage(meta.data, cursor, fetchPage, seen) }),
      ),
    );
  }

  /** Every page, starting with the first. */
  async *iterPages(): AsyncGenerator<CursorPage<Item>, void, undefined> {
    const page = await this;
    yield* page.iterPages();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    const page = await this;
    yield* page;
  }
}
