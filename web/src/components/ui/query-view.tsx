import type { ReactNode } from 'react';
import { PageSpinner } from './spinner';
import { LoadErrorCard } from './status-cards';

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
  if (query.isError) {
    return (
      <LoadErrorCard
        title={error.title}
        description={error.description}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className={error.className}
      />
    );
  }
  return query.data === undefined ? null : children(query.data);
}
