import { clsx } from 'clsx';
import { Heart, Star, X } from 'lucide-react';
import type { SwipeAction } from '#web/lib/record-swipe.ts';

const BUTTONS: {
  action: SwipeAction;
  label: string;
  key: string;
  icon: typeof Heart;
  className: string;
  iconClassName: string;
}[] = [
  {
    action: 'pass',
    label: 'Pass',
    key: 'ArrowLeft',
    icon: X,
    className: 'size-16 border border-gray-200 bg-white text-gray-500 hover:border-gray-300 hover:text-gray-700',
    iconClassName: 'size-7',
  },
  {
    action: 'superLike',
    label: 'Super Like',
    key: 'ArrowUp',
    icon: Star,
    className: 'size-13 border border-sky-200 bg-white text-sky-500 hover:bg-sky-50',
    iconClassName: 'size-6 fill-current',
  },
  {
    action: 'like',
    label: 'Like',
    key: 'ArrowRight',
    icon: Heart,
    className:
      'size-16 bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-rose-500/30 hover:from-rose-600 hover:to-pink-600',
    iconClassName: 'size-7 fill-current',
  },
];

/** Pass, Super Like and Like, with their keyboard shortcuts announced. */
export function SwipeButtons({ onAction, busy }: { onAction: (action: SwipeAction) => void; busy: boolean }) {
  return (
    <div
      className="flex items-center justify-center gap-5"
      role="group"
      aria-label="Your answer"
      aria-busy={busy || undefined}
    >
      {BUTTONS.map(({ action, label, key, icon: Icon, className, iconClassName }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          aria-keyshortcuts={key}
          title={label}
          onClick={() => onAction(action)}
          className={clsx(
            'inline-flex items-center justify-center rounded-full shadow-lg transition active:scale-95',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
            busy && 'opacity-70',
            className,
          )}
        >
          <Icon className={iconClassName} aria-hidden />
        </button>
      ))}
    </div>
  );
}

/** The small line under the buttons; hidden on phones, which have no arrow keys. */
export function ShortcutHint() {
  return (
    <p className="hidden items-center justify-center gap-3 text-xs text-gray-500 sm:flex" data-testid="shortcut-hint">
      <span>
        <Kbd>←</Kbd> Pass
      </span>
      <span>
        <Kbd>↑</Kbd> Super Like
      </span>
      <span>
        <Kbd>→</Kbd> Like
      </span>
    </p>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="mr-1 inline-flex min-w-6 items-center justify-center rounded-md border border-gray-200 bg-white px-1.5 py-0.5 font-sans text-[11px] font-semibold text-gray-600 shadow-xs">
      {children}
    </kbd>
  );
}
