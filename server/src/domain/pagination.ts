/** Keyset pagination over time-sortable ids: the cursor is the last id of the previous page. */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Prisma arguments for a page; fetch one more row than asked to know whether another page exists. */
export function pageArgs({ limit, cursor }: PageRequest) {
  return {
    where: cursor ? { id: { gt: cursor } } : {},
    orderBy: { id: 'asc' as const },
    take: limit + 1,
  };
}

export function toPage<T extends { id: string }>(rows: T[], { limit }: PageRequest): Page<T> {
  const data = rows.slice(0, limit);
  return { data, nextCursor: rows.length > limit ? (data.at(-1)?.id ?? null) : null };
}
