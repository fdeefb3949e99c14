import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

interface PageOf<Item> {
  data: Item[];
  next_cursor: string | null;
}

/**
 * A cursor-paged list of the API as one growing list: the first page, then each next page when
 * the person asks for more. `key` must name every filter, so that changing one starts over.
 * `refetchInterval` may depend on the items loaded, to re-read only while some are still changing.
 */
export function useCursorList<Item>(
  key: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<PageOf<Item>>,
  options: { refetchInterval?: number | ((items: Item[]) => number | false) } = {},
) {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval:
      typeof refetchInterval === 'function' ? (current) => refetchInterval(current.state.data?.pages.flatMap((page) => page.data) ?? []) : refetchInterval,
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, items };
}
