import type { ReactNode } from 'react';
import { PageSpinner } from './spinner';
import { QueryErrorCard } from './status-cards';

export type QueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** What a screen shows for one query: a spinner while it loads, the load error with a retry, then the content. */
export function QueryView<T>({
  query,
  error,
  children,
}: {
  query: QueryState<T>;
  /** The error card's text and placement. */
  error: { title: string; description?: string; className?: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <QueryErrorCard query={query} message={error} className={error.className} />;
  return query.data === undefined ? null : children(query.data);
}
