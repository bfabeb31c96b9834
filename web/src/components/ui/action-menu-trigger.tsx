/**
 * The '⋯' button's look, apart from the menu's Radix code, so a stand-in can
 * be drawn while that code loads (lib/deferred-component.tsx).
 */
import { clsx } from 'clsx';
import { MoreHorizontal } from 'lucide-react';
import type { StandInProps } from '../../lib/deferred-component';

export const actionMenuTriggerClass = (triggerClassName?: string) =>
  clsx(
    'inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
    triggerClassName ?? 'text-gray-500 hover:bg-rose-50 hover:text-rose-700',
  );

export const ActionMenuIcon = () => <MoreHorizontal className="size-5" aria-hidden />;

/** The button as the menu's trigger draws it, until the menu's code has loaded. */
export function ActionMenuStandIn({
  label,
  triggerClassName,
  prepare,
  activate,
  standInRef,
}: { label: string; triggerClassName?: string } & StandInProps) {
  return (
    <button
      ref={standInRef}
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={actionMenuTriggerClass(triggerClassName)}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={activate}
    >
      <ActionMenuIcon />
    </button>
  );
}
