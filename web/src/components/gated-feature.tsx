import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ToastMessage } from '#shared/messages.ts';
import { isFeatureLocked } from '#web/lib/feature-locked.ts';
import { useMe } from '#web/lib/me.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { LockedFeature } from './locked-feature';
import { PageSpinner } from './ui/spinner';
import { LoadErrorCard } from './ui/status-cards';

type Features = NonNullable<ReturnType<typeof useMe>['data']>['subscription']['features'];

/**
 * A paid screen's data: asked for only when /me says the member has the feature. The screen is locked when /me says
 * no, or when the server refuses with feature_locked (the tier changed since /me was read).
 */
export function useGatedQuery<T>(
  feature: keyof Features,
  useFeatureQuery: (options: { enabled: boolean }) => UseQueryResult<T>,
  loadError: ToastMessage,
) {
  const me = useMe();
  const allowed = me.data?.subscription.features[feature] === true;
  const query = useFeatureQuery({ enabled: allowed });
  const locked = me.data !== undefined && (!allowed || isFeatureLocked(query.error));
  // Without /me the tier is unknown: the same retry card as a failed list.
  const failed = (query.isError && !locked) || (me.isError && !me.data);
  useErrorToast(failed, loadError);
  return {
    data: query.data,
    locked,
    failed,
    pending: me.isPending || query.isPending,
    retry: () => void (me.isError ? me.refetch() : query.refetch()),
    retrying: query.isFetching || me.isFetching,
    loadError,
  };
}

export type Gate<T> = ReturnType<typeof useGatedQuery<T>>;

/** What a paid screen shows, in order: the upgrade pitch, the load error with a retry, a spinner, then the content. */
export function GatedFeature<T>({
  gate,
  pitch,
  children,
}: {
  gate: Gate<T>;
  pitch: Parameters<typeof LockedFeature>[0];
  children: (data: T) => ReactNode;
}) {
  if (gate.locked) return <LockedFeature {...pitch} />;
  if (gate.failed) {
    return (
      <LoadErrorCard
        title={gate.loadError.title}
        description={gate.loadError.description}
        onRetry={gate.retry}
        retrying={gate.retrying}
      />
    );
  }
  if (gate.pending) return <PageSpinner />;
  return gate.data === undefined ? null : children(gate.data);
}
