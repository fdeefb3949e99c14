import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorNotice, Loading } from './States';

/**
 * A cursor list's states drawn the same way everywhere: loading, error, empty, the items, and a
 * "Load more" button while the server has more.
 */
export function CursorList<Item>({
  query,
  items,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult;
  items: Item[];
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError && items.length === 0) return <ErrorNotice error={query.error} retry={() => void query.refetch()} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {query.isError && <ErrorNotice error={query.error} retry={() => void query.refetch()} />}
      {query.hasNextPage && (
        <p className="more">
          <button type="button" className="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </p>
      )}
    </>
  );
}
