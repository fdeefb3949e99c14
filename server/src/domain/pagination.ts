import { Prisma } from '../generated/prisma/client.js';

/**
 * Keyset pagination: the cursor is the key (the time-sortable id, unless said otherwise) of the
 * previous page's last row. A list's request schema refuses any other cursor, an id of another
 * kind included (ZListRequestSchema, ../routers/shared.types.ts), before it gets here.
 */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  /** Oldest first (default) or newest first; the cursor continues in the same direction. */
  order?: 'asc' | 'desc' | undefined;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * A page's keyset condition (none on the first page) and order on `column`, the list's key, in
 * SQL: after the cursor oldest first, before it newest first.
 */
export function keysetSql(column: Prisma.Sql, { cursor, order }: PageRequest): { after: Prisma.Sql[]; orderBy: Prisma.Sql } {
  const newestFirst = order === 'desc';
  return {
    after: cursor === undefined ? [] : [newestFirst ? Prisma.sql`${column} < ${cursor}` : Prisma.sql`${column} > ${cursor}`],
    orderBy: newestFirst ? Prisma.sql`${column} DESC` : Prisma.sql`${column} ASC`,
  };
}

/** Prisma arguments for a page, keyed by id in either order; fetch one more row than asked to know whether another page exists. */
export function pageArgs({ limit, cursor, order }: PageRequest) {
  const newestFirst = order === 'desc';
  return {
    where: cursor ? { id: newestFirst ? { lt: cursor } : { gt: cursor } } : {},
    orderBy: { id: newestFirst ? ('desc' as const) : ('asc' as const) },
    take: limit + 1,
  };
}

/** The page out of rows fetched with one extra row; `cursorOf` gives a row's key. */
export function toPage<T>(rows: T[], { limit }: PageRequest, cursorOf: (row: T) => string = (row) => (row as { id: string }).id): Page<T> {
  const data = rows.slice(0, limit);
  const last = data.at(-1);
  return { data, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
