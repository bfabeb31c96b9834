/**
 * The bell button's look and content, apart from the panel's Radix code, so
 * the top bar can draw the bell (with its live count) while that code loads.
 */
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { iconButtonClass } from '#web/components/layout/top-bar.tsx';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import type { StandInProps } from '#web/lib/deferred-component.tsx';
import { useQuery } from '@tanstack/react-query';
import { useFirstContentShown } from '#web/lib/use-first-content-shown.ts';
import { notificationsQueryOptions } from '../api/notifications';

export const bellButtonClass = clsx(iconButtonClass, 'inline-flex');

/** Named by its content, so the count on screen is part of the name: "Notifications 2 unread". */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="size-5" aria-hidden />
      <span className="sr-only">Notifications</span>
      {unread > 0 && (
        <>
          <CountBadge count={unread} className="-top-0.5 -right-0.5" data-testid="notification-badge" />
          <span className="sr-only"> unread</span>
        </>
      )}
    </>
  );
}

/**
 * The bell as the panel's trigger draws it, until the panel's code has loaded. Its count is asked for once
 * the page's first content is shown (lib/first-content.ts): it never holds back the page's own data.
 */
export function BellStandIn({ prepare, activate, standInRef }: StandInProps) {
  const { data } = useQuery({ ...notificationsQueryOptions(), enabled: useFirstContentShown() });
  return (
    <button
      ref={standInRef}
      type="button"
      className={bellButtonClass}
      data-testid="notification-bell"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={activate}
    >
      <BellFace unread={data?.unread ?? 0} />
    </button>
  );
}
